import { Injectable } from '@nestjs/common';
import type { HealthStatus } from '@app/contracts';
import { DatabaseProbe } from './database-probe';

@Injectable()
export class HealthService {
  constructor(private readonly probe: DatabaseProbe) {}

  async check(): Promise<HealthStatus> {
    const up = await this.probe.isUp();
    return {
      status: up ? 'ok' : 'degraded',
      database: up ? 'up' : 'down',
      uptimeSeconds: Math.floor(process.uptime()),
    };
  }
}
