import { PageHeader, Stack, Tabs, TabsContent, TabsList, TabsTrigger, useFormState, PendingFeatureNotice } from '@app/ui';
import { AgentCard } from '../components/agent-card';
import { useSelectedAgent } from '@app/api-client';
import { SetupVoiceTab } from '../features/speech-voice/components/setup-voice-tab';
import { SpeechTestCallTab } from '../features/speech-voice/components/speech-test-call-tab';
import { SPEECH_VOICE_FORM_DEFAULTS } from '../features/speech-voice/speech-voice-form';

export default function ElevenLabsVoiceScreen() {
  const { agentId, setAgentId, agent } = useSelectedAgent();
  const [form, setField] = useFormState(SPEECH_VOICE_FORM_DEFAULTS);
  return (
    <>
      <PageHeader title="Voice Calls" subtitle="Give your agent a natural speaking voice for phone calls." />
      <Stack>
        <PendingFeatureNotice />
        <AgentCard id="speech-agent" agentId={agentId} onAgentChange={setAgentId} agent={agent} description="The agent that will speak on calls." />
        <Tabs defaultValue="setup">
          <TabsList aria-label="Voice calls">
            <TabsTrigger value="setup">Setup Voice</TabsTrigger>
            <TabsTrigger value="test">Test Call</TabsTrigger>
          </TabsList>
          <TabsContent value="setup">
            <SetupVoiceTab form={form} setField={setField} />
          </TabsContent>
          <TabsContent value="test">
            <SpeechTestCallTab />
          </TabsContent>
        </Tabs>
      </Stack>
    </>
  );
}
