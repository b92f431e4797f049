import { PageHeader, Stack, Tabs, TabsContent, TabsList, TabsTrigger, useFormState, PendingFeatureNotice } from '@app/ui';
import { AgentCard } from '../components/agent-card';
import { useSelectedAgent } from '@app/api-client';
import { CallFlowsTab } from '../features/voice-agent/components/call-flows-tab';
import { ConfigureTab } from '../features/voice-agent/components/configure-tab';
import { TestCallTab } from '../features/voice-agent/components/test-call-tab';
import { VoiceSettingsTab } from '../features/voice-agent/components/voice-settings-tab';
import { VOICE_AGENT_FORM_DEFAULTS } from '../features/voice-agent/voice-agent-form';

export default function VoiceAgentScreen() {
  const { agentId, setAgentId, agent } = useSelectedAgent();
  const [form, setField] = useFormState(VOICE_AGENT_FORM_DEFAULTS);
  return (
    <>
      <PageHeader title="Voice Calling" subtitle="Let callers talk to your agents over the phone." />
      <Stack>
        <PendingFeatureNotice />
        <AgentCard id="voice-agent" agentId={agentId} onAgentChange={setAgentId} agent={agent} description="The agent that answers calls." />
        <Tabs defaultValue="configure">
          <TabsList aria-label="Voice calling">
            <TabsTrigger value="configure">Configure</TabsTrigger>
            <TabsTrigger value="voice">Voice Settings</TabsTrigger>
            <TabsTrigger value="flows">Call Flows</TabsTrigger>
            <TabsTrigger value="test">Test Call</TabsTrigger>
          </TabsList>
          <TabsContent value="configure">
            <ConfigureTab form={form} setField={setField} />
          </TabsContent>
          <TabsContent value="voice">
            <VoiceSettingsTab form={form} setField={setField} />
          </TabsContent>
          <TabsContent value="flows">
            <CallFlowsTab form={form} setField={setField} />
          </TabsContent>
          <TabsContent value="test">
            <TestCallTab agent={agent} />
          </TabsContent>
        </Tabs>
      </Stack>
    </>
  );
}
