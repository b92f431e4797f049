import { AgentSelect, useSelectedAgent } from '@app/api-client';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, Columns, PageHeader, SelectField, Stack, useFormState, Notice, PendingFeatureNotice } from '@app/ui';
import { AgentPhoneStatus } from '../features/agent-picker/agent-phone-status';
import { PLATFORM_MODEL_OPTIONS, PLATFORM_VOICE_OPTIONS, VOICE_STYLE_OPTIONS } from '../features/voice/voice-options';

export default function VoiceSimpleScreen() {
  const { agentId, setAgentId, agent } = useSelectedAgent();
  const [form, setField] = useFormState({ voice: 'sarah', model: 'gpt-4o', style: 'friendly' });
  return (
    <>
      <PageHeader title="Voice Calls" subtitle="Let callers talk to your agent over the phone." />
      <Stack>
        <PendingFeatureNotice />
        <Notice>Voice calling is not connected yet, and neither is SMS texting.</Notice>
        <Card>
          <CardHeader>
            <CardTitle>Set Up Voice</CardTitle>
            <CardDescription>Choose the agent, how it sounds and the model behind it.</CardDescription>
          </CardHeader>
          <CardContent>
            <Stack>
              <AgentSelect id="simple-voice-agent" value={agentId} onValueChange={setAgentId} />
              <Columns>
                <SelectField id="simple-voice" label="Voice" value={form.voice} onValueChange={(value) => setField('voice', value)} options={PLATFORM_VOICE_OPTIONS} />
                <SelectField id="simple-model" label="Model" value={form.model} onValueChange={(value) => setField('model', value)} options={PLATFORM_MODEL_OPTIONS} />
                <SelectField id="simple-style" label="Speaking Style" value={form.style} onValueChange={(value) => setField('style', value)} options={VOICE_STYLE_OPTIONS} />
              </Columns>
              <AgentPhoneStatus agent={agent} />
            </Stack>
          </CardContent>
          <CardFooter>
            <Button disabled>Activate Voice</Button>
          </CardFooter>
        </Card>
      </Stack>
    </>
  );
}
