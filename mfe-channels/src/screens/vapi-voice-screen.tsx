import { PageHeader, Stack, Tabs, TabsContent, TabsList, TabsTrigger, useFormState, Notice, PendingFeatureNotice } from '@app/ui';
import { AgentCard } from '../components/agent-card';
import { useSelectedAgent } from '@app/api-client';
import { PlatformConfigureTab } from '../features/voice-platform/components/platform-configure-tab';
import { PlatformSetupTab } from '../features/voice-platform/components/platform-setup-tab';
import { SimpleVoiceTab } from '../features/voice-platform/components/simple-voice-tab';
import { TestMonitorTab } from '../features/voice-platform/components/test-monitor-tab';
import { VOICE_PLATFORM_FORM_DEFAULTS } from '../features/voice-platform/voice-platform-form';

export default function VapiVoiceScreen() {
  const { agentId, setAgentId, agent } = useSelectedAgent();
  const [form, setField] = useFormState(VOICE_PLATFORM_FORM_DEFAULTS);
  return (
    <>
      <PageHeader title="Voice Calling" subtitle="Answer phone calls with your agents through a voice-AI platform." />
      <Stack>
        <PendingFeatureNotice />
        <Notice>
          Create and fine-tune phone assistants in the voice-AI platform's own dashboard directly, then link them to your agent here.
        </Notice>
        <AgentCard id="platform-agent" agentId={agentId} onAgentChange={setAgentId} agent={agent} description="The agent whose calls the platform answers." />
        <Tabs defaultValue="simple">
          <TabsList aria-label="Voice calling">
            <TabsTrigger value="simple">Simple Voice</TabsTrigger>
            <TabsTrigger value="setup">Setup</TabsTrigger>
            <TabsTrigger value="configure">Configure</TabsTrigger>
            <TabsTrigger value="test">Test & Monitor</TabsTrigger>
          </TabsList>
          <TabsContent value="simple">
            <SimpleVoiceTab form={form} setField={setField} />
          </TabsContent>
          <TabsContent value="setup">
            <PlatformSetupTab form={form} setField={setField} />
          </TabsContent>
          <TabsContent value="configure">
            <PlatformConfigureTab form={form} setField={setField} />
          </TabsContent>
          <TabsContent value="test">
            <TestMonitorTab agent={agent} />
          </TabsContent>
        </Tabs>
      </Stack>
    </>
  );
}
