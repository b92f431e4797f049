import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

const CACHE_MS = 1000;
const TIMEOUT_MS = 2000;

/**
 * Pings the database at most once a second and shares that answer (and any ping
 * in flight) between callers, so health stays cheap under load.
 */
@Injectable()
export class DatabaseProbe {
  private checkedAt = -Infinity;
  private lastResult = false;
  private inFlight: Promise<boolean> | null = null;

  constructor(private readonly dataSource: DataSource) {}

  isUp(now = Date.now()): Promise<boolean> {
    if (now - this.checkedAt < CACHE_MS) {
      return Promise.resolve(this.lastResult);
    }
    this.inFlight ??= this.ping().then((up) => {
      this.lastResult = up;
      this.checkedAt = Date.now();
      this.inFlight = null;
      return up;
    });
    return this.inFlight;
  }

  private async ping(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), TIMEOUT_MS);
    });
    try {
      return await Promise.race([this.dataSource.query('SELECT 1').then(() => true), timeout]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
