import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';

/**
 * Work a process does when it starts and then every `intervalMs` (looking for what another
 * process left unfinished), one run at a time; shutting down stops the timer and waits for a run
 * under way. `once` must not throw: a failure is its to log, and the next run tries again.
 */
export abstract class PeriodicTask<T> implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<T> | null = null;

  protected constructor(private readonly intervalMs: number) {}

  protected abstract once(): Promise<T>;

  onApplicationBootstrap(): void {
    void this.run();
    this.timer = setInterval(() => void this.run(), this.intervalMs);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Runs now, or answers the run already under way. */
  run(): Promise<T> {
    this.running ??= this.once().finally(() => {
      this.running = null;
    });
    return this.running;
  }
}
