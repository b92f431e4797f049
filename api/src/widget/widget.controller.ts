import type { WidgetAgentInfo } from '@app/contracts';
import { Controller, Get, Header, Headers, Param } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AGENT_NOT_FOUND } from '../agents/agents.service';
import { Public } from '../common/decorators/public.decorator';
import { ParseUuidOrNotFoundPipe } from '../common/pipes/parse-uuid-or-not-found.pipe';
import { WidgetAgentInfoDto } from './dto/widget-agent-info.dto';
import { WidgetService } from './widget.service';

/** Read by the embed loader and the widget page on any site, without a session. */
@ApiTags('widget')
@Controller('widget')
export class WidgetController {
  constructor(private readonly widget: WidgetService) {}

  @Public()
  @Get('agents/:id')
  @Header('cache-control', 'no-cache')
  // The embed loader runs on the customer's own site; this answer holds nothing private and the
  // request carries no cookie, so any origin may read it.
  @Header('access-control-allow-origin', '*')
  // `embeddable` answers for the asking site.
  @Header('vary', 'Origin')
  @ApiOkResponse({ type: WidgetAgentInfoDto })
  agent(
    @Param('id', new ParseUuidOrNotFoundPipe(AGENT_NOT_FOUND)) id: string,
    @Headers('origin') origin: string | undefined,
  ): Promise<WidgetAgentInfo> {
    return this.widget.info(id, origin);
  }
}
