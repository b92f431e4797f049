import type IORedis from 'ioredis';

/** How long QUIT may take before the connection is simply dropped. */
const QUIT_TIMEOUT_MS = 2000;

/** Waits for every promise to settle, or for `ms` at most (Infinity: no limit). */
export async function settleWithin(promises: readonly Promise<unknown>[], ms: number): Promise<void> {
  const settled = Promise.allSettled(promises).then(() => undefined);
  if (ms === Infinity) return settled;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([settled, timedOut]);
  clearTimeout(timer);
}

/**
 * Closes a Redis connection: with QUIT when Redis is there, at once when it is not (QUIT would
 * wait for Redis to come back, and shutdown with it).
 */
export async function closeRedis(client: IORedis): Promise<void> {
  if (client.status === 'ready') await settleWithin([client.quit()], QUIT_TIMEOUT_MS);
  client.disconnect();
}
