import { AgentSelect, useSelectedAgent } from '@app/api-client';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, PageHeader, Stack, PendingFeatureNotice } from '@app/ui';
import { AgentPhoneStatus } from '../features/agent-picker/agent-phone-status';

export default function SmsSimpleScreen() {
  const { agentId, setAgentId, agent } = useSelectedAgent();
  return (
    <>
      <PageHeader title="SMS Texting" subtitle="Let customers text your agent from any phone." />
      <Card>
        <CardHeader>
          <CardTitle>Set Up SMS</CardTitle>
          <CardDescription>Choose the agent that answers text messages.</CardDescription>
        </CardHeader>
        <CardContent>
          <Stack>
            <PendingFeatureNotice />
            <AgentSelect id="sms-agent" value={agentId} onValueChange={setAgentId} />
            <AgentPhoneStatus agent={agent} />
            <div>
              <Button disabled>Activate SMS</Button>
            </div>
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}
