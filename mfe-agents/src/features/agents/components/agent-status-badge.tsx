import type { Agent } from '@app/contracts';
import { Badge } from '@app/ui';
import { agentStatusLabel, isAgentActive } from '../agent-display';

export interface AgentStatusBadgeProps {
  agent: Pick<Agent, 'status'>;
}

export function AgentStatusBadge({ agent }: AgentStatusBadgeProps) {
  return <Badge variant={isAgentActive(agent) ? 'success' : 'warning'}>{agentStatusLabel(agent)}</Badge>;
}
