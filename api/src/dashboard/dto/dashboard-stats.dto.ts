import type { DashboardStats, SetupState } from '@app/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class SetupStateDto implements SetupState {
  @ApiProperty({ description: 'An agent has knowledge that has not failed.' })
  knowledgeAdded: boolean;

  @ApiProperty({ description: 'A widget configuration has been saved, or a conversation has arrived on any channel.' })
  channelReady: boolean;

  @ApiProperty({ description: 'An agent has been tried in the Playground.' })
  agentTried: boolean;
}

export class DashboardStatsDto implements DashboardStats {
  @ApiProperty()
  conversations: number;

  @ApiProperty()
  bookings: number;

  @ApiProperty()
  revenue: number;

  @ApiProperty()
  properties: number;

  @ApiProperty({ type: SetupStateDto })
  setup: SetupStateDto;
}
