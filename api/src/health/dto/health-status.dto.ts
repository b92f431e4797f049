import type { HealthStatus } from '@app/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class HealthStatusDto implements HealthStatus {
  @ApiProperty({ enum: ['ok', 'degraded'] })
  status: 'ok' | 'degraded';

  @ApiProperty({ enum: ['up', 'down'] })
  database: 'up' | 'down';

  @ApiProperty()
  uptimeSeconds: number;
}
