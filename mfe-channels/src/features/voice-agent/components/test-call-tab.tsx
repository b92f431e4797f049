import type { Agent } from '@app/contracts';
import { Button, MutedText, TabCard } from '@app/ui';
import { agentPhoneNumber } from '../../agent-picker/agent-phone-number';
import { AgentPhoneStatus } from '../../agent-picker/agent-phone-status';

export interface TestCallTabProps {
  agent: Agent | undefined;
}

export function TestCallTab({ agent }: TestCallTabProps) {
  return (
    <TabCard title="Test Call" description="Activate voice on the agent's number, then call it from your phone." footer={<Button disabled>Activate Voice</Button>}>
      <AgentPhoneStatus agent={agent} />
      <MutedText>
        {agentPhoneNumber(agent)
          ? 'Voice calling is not connected yet, so calls to this number are not answered.'
          : 'Voice activation needs an agent with a phone number.'}
      </MutedText>
    </TabCard>
  );
}
