import { Button, SelectField, TabCard, type SetFormField } from '@app/ui';
import { PLATFORM_VOICE_OPTIONS, VOICE_STYLE_OPTIONS } from '../../voice/voice-options';
import type { VoicePlatformForm } from '../voice-platform-form';

export interface SimpleVoiceTabProps {
  form: VoicePlatformForm;
  setField: SetFormField<VoicePlatformForm>;
}

export function SimpleVoiceTab({ form, setField }: SimpleVoiceTabProps) {
  return (
    <TabCard title="Simple Voice" description="Pick a voice and a speaking style; the agent's instructions do the rest." footer={<Button disabled>Activate Voice</Button>}>
      <SelectField id="platform-simple-voice" label="Voice" value={form.voice} onValueChange={(value) => setField('voice', value)} options={PLATFORM_VOICE_OPTIONS} />
      <SelectField id="platform-style" label="Speaking Style" value={form.style} onValueChange={(value) => setField('style', value)} options={VOICE_STYLE_OPTIONS} />
    </TabCard>
  );
}
