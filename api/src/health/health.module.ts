import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { DatabaseProbe } from './database-probe';
import { registerHealthRoute } from './health-route';
import { HealthService } from './health.service';

@Module({
  providers: [HealthService, DatabaseProbe],
})
export class HealthModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly health: HealthService,
  ) {}

  /** Runs during init(), after Nest's routes and before the server is ready. */
  onModuleInit(): void {
    registerHealthRoute(this.adapterHost.httpAdapter.getInstance<FastifyInstance>(), this.health);
  }
}
