import type { DashboardStats } from '@app/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class DashboardStatsDto implements DashboardStats {
  @ApiProperty()
  conversations: number;

  @ApiProperty()
  bookings: number;

  @ApiProperty()
  revenue: number;

  @ApiProperty()
  properties: number;
}
