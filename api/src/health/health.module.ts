import { Module } from '@nestjs/common';
import { DatabaseProbe } from './database-probe';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

@Module({
  controllers: [HealthController],
  providers: [HealthService, DatabaseProbe],
})
export class HealthModule {}
