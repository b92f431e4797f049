import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Controller, Get, NotFoundException, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { isUUID } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/decorators/public.decorator';
import { AppConfig } from '../config/app-config';
import { WidgetService } from '../widget/widget.service';
import { NO_CACHE } from './cache-policy';

/** The loader changes rarely and is requested by every page of every site that embeds the widget. */
const EMBED_LOADER_CACHE = 'public, max-age=300';

/**
 * The visitor widget's own light page (not the dashboard shell) and the loader other sites
 * embed, both public. The page may be framed anywhere unless its agent lists allowed origins.
 */
@ApiExcludeController()
@Controller()
export class WidgetPagesController {
  constructor(
    private readonly config: AppConfig,
    private readonly widget: WidgetService,
  ) {}

  @Public()
  @Get('widget-client')
  async page(@Query('agentId') agentId: string | string[] | undefined, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const html = await this.read('index.html');
    void reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', NO_CACHE);
    // The page chats with the first agentId the address names (URLSearchParams.get), so that is
    // the one whose allowed websites apply.
    const ancestors = await this.frameAncestors(Array.isArray(agentId) ? agentId[0] : agentId);
    if (ancestors) {
      void reply.header('content-security-policy', `frame-ancestors 'self' ${ancestors.join(' ')}`);
    }
    return html;
  }

  @Public()
  @Get('embed.js')
  async loader(@Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const script = await this.read('embed.js');
    void reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', EMBED_LOADER_CACHE)
      .header('access-control-allow-origin', '*');
    return script;
  }

  private async read(file: string): Promise<Buffer> {
    try {
      return await readFile(join(this.config.webRoot, 'mfe-widget', 'dist', file));
    } catch {
      throw new NotFoundException(`The widget build has no ${file}`);
    }
  }

  private async frameAncestors(agentId: string | undefined): Promise<string[] | null> {
    if (!agentId || !isUUID(agentId)) {
      return null;
    }
    const agent = await this.widget.findAgent(agentId.toLowerCase());
    return agent && agent.allowedOrigins.length > 0 ? agent.allowedOrigins : null;
  }
}
