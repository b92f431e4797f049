import { Button, SelectField, TabCard, type SetFormField } from '@app/ui';
import { BASIC_VOICE_OPTIONS, VOICE_PROVIDER_OPTIONS } from '../../voice/voice-options';
import type { VoiceAgentForm } from '../voice-agent-form';

export interface VoiceSettingsTabProps {
  form: VoiceAgentForm;
  setField: SetFormField<VoiceAgentForm>;
}

export function VoiceSettingsTab({ form, setField }: VoiceSettingsTabProps) {
  return (
    <TabCard title="Voice" description="How the agent sounds on the phone." footer={<Button disabled>Save Configuration</Button>}>
      <SelectField
        id="voice-provider"
        label="Voice Provider"
        value={form.voiceProvider}
        onValueChange={(value) => setField('voiceProvider', value)}
        options={VOICE_PROVIDER_OPTIONS}
      />
      <SelectField id="voice-id" label="Voice" value={form.voiceId} onValueChange={(value) => setField('voiceId', value)} options={BASIC_VOICE_OPTIONS} />
    </TabCard>
  );
}
