import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DashboardStats } from '@app/contracts';
import type { DataSource } from 'typeorm';
import type { AuthContext } from '../common/auth-context';

interface StatsRow {
  conversations: number;
  knowledgeAdded: boolean;
  channelReady: boolean;
  agentTried: boolean;
}

const STATS_SQL = `
  SELECT (SELECT count(*) FROM conversations WHERE account_id = $1)::int AS "conversations",
         EXISTS (SELECT 1 FROM knowledge_items WHERE account_id = $1 AND status <> 'failed') AS "knowledgeAdded",
         (EXISTS (SELECT 1 FROM agents WHERE account_id = $1 AND jsonb_typeof(configuration -> 'widgetConfig') = 'object')
          OR EXISTS (SELECT 1 FROM conversations WHERE account_id = $1)) AS "channelReady",
         coalesce((SELECT playground_tried_at IS NOT NULL FROM accounts WHERE id = $1), false) AS "agentTried"`;

@Injectable()
export class DashboardService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async stats(auth: AuthContext): Promise<DashboardStats> {
    const [row] = (await this.dataSource.query(STATS_SQL, [auth.accountId])) as StatsRow[];
    const { conversations = 0, knowledgeAdded = false, channelReady = false, agentTried = false } = row ?? {};
    // Bookings, revenue and properties have no tables until the property-import features add them.
    return { conversations, bookings: 0, revenue: 0, properties: 0, setup: { knowledgeAdded, channelReady, agentTried } };
  }
}
