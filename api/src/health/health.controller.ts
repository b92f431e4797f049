import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { HealthStatus } from '@app/contracts';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/decorators/public.decorator';
import { HealthStatusDto } from './dto/health-status.dto';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 503 when degraded, so load balancers and container health checks take the process out. */
  @Public()
  @Get()
  @ApiOkResponse({ type: HealthStatusDto })
  @ApiServiceUnavailableResponse({ type: HealthStatusDto })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthStatus> {
    const status = await this.health.check();
    void reply.status(status.status === 'ok' ? 200 : 503).header('cache-control', 'no-store');
    return status;
  }
}
