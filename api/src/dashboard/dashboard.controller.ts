import { Controller, Get } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { DashboardStats } from '@app/contracts';
import type { AuthContext } from '../common/auth-context';
import { Auth } from '../common/decorators/auth.decorator';
import { DashboardService } from './dashboard.service';
import { DashboardStatsDto } from './dto/dashboard-stats.dto';

@ApiTags('dashboard')
@ApiCookieAuth()
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('stats')
  @ApiOkResponse({ type: DashboardStatsDto })
  stats(@Auth() auth: AuthContext): Promise<DashboardStats> {
    return this.dashboard.stats(auth);
  }
}
