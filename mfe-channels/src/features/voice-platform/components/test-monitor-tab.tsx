import type { Agent } from '@app/contracts';
import { Button, EmptyState, TabCard } from '@app/ui';
import { AgentPhoneStatus } from '../../agent-picker/agent-phone-status';

export interface TestMonitorTabProps {
  agent: Agent | undefined;
}

export function TestMonitorTab({ agent }: TestMonitorTabProps) {
  return (
    <TabCard title="Test & Monitor" description="Call the agent's number and follow its calls." footer={<Button disabled>Activate Voice</Button>}>
      <AgentPhoneStatus agent={agent} />
      <EmptyState title="No calls yet" description="Calls to the agent are listed here." />
    </TabCard>
  );
}
