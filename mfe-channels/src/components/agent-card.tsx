import { AgentSelect } from '@app/api-client';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Stack } from '@app/ui';
import type { Agent } from '@app/contracts';
import { AgentPhoneStatus } from '../features/agent-picker/agent-phone-status';

export interface AgentCardProps {
  id: string;
  agentId: string;
  onAgentChange: (agentId: string) => void;
  agent: Agent | undefined;
  description: string;
}

/** The agent a channel screen works on, with the phone number it answers on. */
export function AgentCard({ id, agentId, onAgentChange, agent, description }: AgentCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Agent</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Stack>
          <AgentSelect id={id} value={agentId} onValueChange={onAgentChange} />
          <AgentPhoneStatus agent={agent} />
        </Stack>
      </CardContent>
    </Card>
  );
}
