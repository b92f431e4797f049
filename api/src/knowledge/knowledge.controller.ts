import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Req } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import {
  ApiAcceptedResponse,
  ApiBody,
  ApiConsumes,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { KNOWLEDGE_CONTENT_MAX_BYTES, type KnowledgeItem as KnowledgeItemJson } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { AGENT_NOT_FOUND } from '../agents/agents.service';
import type { AuthContext } from '../common/auth-context';
import { Auth } from '../common/decorators/auth.decorator';
import { ParseUuidOrNotFoundPipe } from '../common/pipes/parse-uuid-or-not-found.pipe';
import { CreateKnowledgeDto } from './dto/create-knowledge.dto';
import { KnowledgeItemResponseDto } from './dto/knowledge-item-response.dto';
import { KNOWLEDGE_ITEM_NOT_FOUND, KnowledgeService } from './knowledge.service';
import { UPLOAD_FIELD } from './uploaded-files';

const AgentId = () => Param('agentId', new ParseUuidOrNotFoundPipe(AGENT_NOT_FOUND));
const ItemId = () => Param('id', new ParseUuidOrNotFoundPipe(KNOWLEDGE_ITEM_NOT_FOUND));

/** Room for 1 MB of text after JSON escaping (newlines, quotes) and the other fields. */
const CREATE_BODY_LIMIT_BYTES = 2 * KNOWLEDGE_CONTENT_MAX_BYTES + 64 * 1024;

@ApiTags('knowledge')
@ApiCookieAuth()
@Controller()
export class KnowledgeController {
  constructor(private readonly knowledge: KnowledgeService) {}

  @Get('agents/:agentId/knowledge')
  @ApiOkResponse({ type: KnowledgeItemResponseDto, isArray: true })
  list(@Auth() auth: AuthContext, @AgentId() agentId: string): Promise<KnowledgeItemJson[]> {
    return this.knowledge.list(auth, agentId);
  }

  @Post('agents/:agentId/knowledge')
  @RouteConfig({ bodyLimit: CREATE_BODY_LIMIT_BYTES })
  @ApiCreatedResponse({ type: KnowledgeItemResponseDto })
  create(@Auth() auth: AuthContext, @AgentId() agentId: string, @Body() dto: CreateKnowledgeDto): Promise<KnowledgeItemJson> {
    return this.knowledge.create(auth, agentId, dto);
  }

  @Post('agents/:agentId/knowledge/upload')
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: { [UPLOAD_FIELD]: { type: 'array', items: { type: 'string', format: 'binary' } } },
    },
  })
  @ApiCreatedResponse({ type: KnowledgeItemResponseDto, isArray: true })
  upload(@Auth() auth: AuthContext, @AgentId() agentId: string, @Req() request: FastifyRequest): Promise<KnowledgeItemJson[]> {
    return this.knowledge.upload(auth, agentId, request);
  }

  @Delete('knowledge/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse()
  remove(@Auth() auth: AuthContext, @ItemId() id: string): Promise<void> {
    return this.knowledge.remove(auth, id);
  }

  @Post('knowledge/:id/resync')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: KnowledgeItemResponseDto })
  resync(@Auth() auth: AuthContext, @ItemId() id: string): Promise<KnowledgeItemJson> {
    return this.knowledge.resync(auth, id);
  }
}
