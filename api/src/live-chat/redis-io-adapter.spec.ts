import IORedis from 'ioredis';
import { droppingFailures } from './redis-io-adapter';

/** Resolves once `check` holds, polling every millisecond. */
function when(check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (!check()) return;
      clearInterval(timer);
      resolve();
    }, 1);
  });
}

describe('droppingFailures', () => {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);
  beforeAll(() => process.on('unhandledRejection', record));
  afterAll(() => process.off('unhandledRejection', record));

  it('reports and drops a subscription that closing the client rejects while Redis is away', async () => {
    // A loopback port nothing listens on; closing while a connection attempt is under way rejects what waited.
    const client = new IORedis('redis://127.0.0.1:1', { maxRetriesPerRequest: null, retryStrategy: () => 50 });
    client.on('error', () => undefined);
    const failures: unknown[] = [];
    const subscriber = droppingFailures(client, new Set(['psubscribe']), (error) => failures.push(error));

    const subscribed = subscriber.psubscribe('live#*');
    await when(() => client.status === 'connecting');
    client.disconnect();

    await expect(subscribed).resolves.toBe(0);
    expect(failures).toEqual([expect.objectContaining({ message: 'Connection is closed.' })]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unhandled).toEqual([]);
  });

  it('leaves the other commands as they are', () => {
    const client = new IORedis('redis://127.0.0.1:1', { lazyConnect: true });
    const view = droppingFailures(client, new Set(['psubscribe']), () => undefined);

    expect(view.get).toBe(client.get);
    expect(view.status).toBe('wait');
  });
});
