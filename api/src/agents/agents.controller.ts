import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Agent as AgentJson } from '@app/contracts';
import type { AuthContext } from '../common/auth-context';
import { Auth } from '../common/decorators/auth.decorator';
import { ParseUuidOrNotFoundPipe } from '../common/pipes/parse-uuid-or-not-found.pipe';
import { AGENT_NOT_FOUND, AgentsService } from './agents.service';
import { AgentResponseDto } from './dto/agent-response.dto';
import { CreateAgentDto } from './dto/create-agent.dto';
import { UpdateAgentDto } from './dto/update-agent.dto';

const AgentId = () => Param('id', new ParseUuidOrNotFoundPipe(AGENT_NOT_FOUND));

@ApiTags('agents')
@ApiCookieAuth()
@Controller('agents')
export class AgentsController {
  constructor(private readonly agents: AgentsService) {}

  /** Already JSON text (see AgentsService.listAsJson), so Fastify sends it without serialising. */
  @Get()
  @Header('content-type', 'application/json; charset=utf-8')
  @ApiOkResponse({ type: AgentResponseDto, isArray: true })
  list(@Auth() auth: AuthContext): Promise<string> {
    return this.agents.listAsJson(auth);
  }

  @Post()
  @ApiCreatedResponse({ type: AgentResponseDto })
  create(@Auth() auth: AuthContext, @Body() dto: CreateAgentDto): Promise<AgentJson> {
    return this.agents.create(auth, dto);
  }

  @Get(':id')
  @ApiOkResponse({ type: AgentResponseDto })
  get(@Auth() auth: AuthContext, @AgentId() id: string): Promise<AgentJson> {
    return this.agents.get(auth, id);
  }

  @Patch(':id')
  @ApiOkResponse({ type: AgentResponseDto })
  patch(@Auth() auth: AuthContext, @AgentId() id: string, @Body() dto: UpdateAgentDto): Promise<AgentJson> {
    return this.agents.update(auth, id, dto);
  }

  @Put(':id')
  @ApiOkResponse({ type: AgentResponseDto })
  put(@Auth() auth: AuthContext, @AgentId() id: string, @Body() dto: UpdateAgentDto): Promise<AgentJson> {
    return this.agents.update(auth, id, dto);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse()
  remove(@Auth() auth: AuthContext, @AgentId() id: string): Promise<void> {
    return this.agents.remove(auth, id);
  }
}
