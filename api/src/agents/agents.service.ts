import { Injectable, NotFoundException } from '@nestjs/common';
import type { Agent as AgentJson, JsonObject } from '@app/contracts';
import { InjectRepository } from '@nestjs/typeorm';
import type { QueryDeepPartialEntity, Repository } from 'typeorm';
import type { AuthContext } from '../common/auth-context';
import { storableJson } from '../common/database-errors';
import { type PreparedStatement, queryPrepared } from '../common/prepared-query';
import { Agent } from './agent.entity';
import { AgentListCache, type CachedAgentList } from './agent-list-cache';
import type { CreateAgentDto } from './dto/create-agent.dto';
import { toAgentResponse } from './dto/agent-response.dto';
import type { UpdateAgentDto } from './dto/update-agent.dto';

export const AGENT_NOT_FOUND = 'Agent not found';

/** The same text as `Date.prototype.toISOString()`, produced by PostgreSQL. */
const isoTimestamp = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The list is the busiest read of the dashboard, so PostgreSQL writes its JSON: rows in the
 * response shape (the same fields and formats as `toAgentResponse`), aggregated into one text
 * value the API sends as is. Parsing 100 rows and serialising them again cost the API process
 * about five times more CPU than this, and that process has one thread.
 */
const LIST_JSON_SQL = `
  SELECT coalesce(json_agg(agent ORDER BY agent."createdAt" DESC, agent.id DESC), '[]')::text
  FROM (
    SELECT id, name, description, type, system_prompt AS "systemPrompt", channels, status,
           configuration, metadata,
           ${isoTimestamp('created_at')} AS "createdAt", ${isoTimestamp('updated_at')} AS "updatedAt"
    FROM agents
    WHERE account_id = $1
  ) agent`;

/**
 * Which committed row versions the account's agents are: every insert, update (by any code,
 * any process) and delete gives a row a new xmin or removes it, so the value changes whenever
 * the list would. About a seventh of the database CPU of building the JSON.
 */
const LIST_VERSION_SQL = `
  SELECT md5(coalesce(string_agg(id::text || ':' || xmin::text, ',' ORDER BY id), ''))
  FROM agents
  WHERE account_id = $1`;

const LIST_VERSION: PreparedStatement = { name: 'agents_list_version', text: `SELECT (${LIST_VERSION_SQL}) AS version` };
/** One statement, so the JSON and its version come from the same snapshot. */
const LIST_JSON: PreparedStatement = {
  name: 'agents_list_json',
  text: `SELECT (${LIST_JSON_SQL}) AS json, (${LIST_VERSION_SQL}) AS version`,
};
/** In characters: about 600 accounts' lists of 100 agents (about 46 KB each). */
const CACHED_LISTS_SIZE = 32 * 1024 * 1024;

/**
 * SQL for a jsonb column with the keys sent set and the keys sent as null removed: `||` alone
 * would store those nulls.
 */
function mergedJson(column: 'configuration' | 'metadata'): string {
  return `(${column} || CAST(:${column} AS jsonb)) - ARRAY(SELECT jsonb_array_elements_text(CAST(:${column}Removed AS jsonb)))`;
}

/** The keys sent with a value: null means "no such key", on create as on update. */
function withoutNullKeys(sent: JsonObject): JsonObject {
  return Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== null));
}

function mergeParameters(column: 'configuration' | 'metadata', sent: JsonObject): Record<string, string> {
  const removed = Object.keys(sent).filter((key) => sent[key] === null);
  return { [column]: JSON.stringify(storableJson(withoutNullKeys(sent))), [`${column}Removed`]: JSON.stringify(removed) };
}

@Injectable()
export class AgentsService {
  private readonly lists = new AgentListCache(CACHED_LISTS_SIZE);

  constructor(@InjectRepository(Agent) private readonly agents: Repository<Agent>) {}

  /**
   * The caller's agents, newest first, as the JSON text of an `Agent[]`. While the rows are
   * unchanged the database only confirms their version and the text built last time is sent.
   */
  async listAsJson(auth: AuthContext): Promise<string> {
    const dataSource = this.agents.manager.connection;
    const cached = this.lists.get(auth.accountId);
    if (cached) {
      const [current] = await queryPrepared<{ version: string }>(dataSource, LIST_VERSION, [auth.accountId]);
      if (current?.version === cached.version) {
        return cached.json;
      }
    }
    const [row] = await queryPrepared<CachedAgentList>(dataSource, LIST_JSON, [auth.accountId]);
    if (!row) {
      return '[]';
    }
    this.lists.set(auth.accountId, row);
    return row.json;
  }

  async get(auth: AuthContext, id: string): Promise<AgentJson> {
    return toAgentResponse(await this.findOwned(auth, id));
  }

  async create(auth: AuthContext, dto: CreateAgentDto): Promise<AgentJson> {
    const agent = this.agents.create({
      accountId: auth.accountId,
      name: dto.name,
      description: dto.description ?? null,
      type: dto.type ?? 'rental',
      systemPrompt: dto.systemPrompt ?? null,
      channels: dto.channels ?? ['webchat'],
      status: dto.status ?? 'training',
      configuration: storableJson(withoutNullKeys(dto.configuration ?? {})),
      metadata: storableJson(withoutNullKeys(dto.metadata ?? {})),
    });
    return toAgentResponse(await this.agents.save(agent));
  }

  /**
   * PATCH and PUT both land here. `configuration` and `metadata` are merged key by key
   * into what is stored, inside the UPDATE itself: several screens each save their own
   * keys (widget settings, SMS number, voice settings), and one screen's save must never
   * erase another's. A key is removed by sending it as null.
   */
  async update(auth: AuthContext, id: string, dto: UpdateAgentDto): Promise<AgentJson> {
    const { configuration, metadata, ...fields } = dto;
    const changes: QueryDeepPartialEntity<Agent> = definedOnly(fields);
    const parameters: Record<string, string> = {};
    if (configuration) {
      changes.configuration = () => mergedJson('configuration');
      Object.assign(parameters, mergeParameters('configuration', configuration));
    }
    if (metadata) {
      changes.metadata = () => mergedJson('metadata');
      Object.assign(parameters, mergeParameters('metadata', metadata));
    }
    if (Object.keys(changes).length === 0) {
      return this.get(auth, id);
    }
    const result = await this.agents
      .createQueryBuilder()
      .update(Agent)
      .set(changes)
      .where('id = :id AND account_id = :accountId', { id, accountId: auth.accountId })
      .setParameters(parameters)
      .execute();
    if (!result.affected) {
      throw new NotFoundException(AGENT_NOT_FOUND);
    }
    return this.get(auth, id);
  }

  async remove(auth: AuthContext, id: string): Promise<void> {
    const result = await this.agents.delete({ id, accountId: auth.accountId });
    if (!result.affected) {
      throw new NotFoundException(AGENT_NOT_FOUND);
    }
  }

  private async findOwned(auth: AuthContext, id: string): Promise<Agent> {
    const agent = await this.agents.findOneBy({ id, accountId: auth.accountId });
    if (!agent) {
      throw new NotFoundException(AGENT_NOT_FOUND);
    }
    return agent;
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}
