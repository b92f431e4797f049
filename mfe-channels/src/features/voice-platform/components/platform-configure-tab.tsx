import { Button, Columns, Field, Input, SelectField, TabCard, Textarea, type SetFormField } from '@app/ui';
import { PLATFORM_MODEL_OPTIONS, PLATFORM_VOICE_OPTIONS } from '../../voice/voice-options';
import type { VoicePlatformForm } from '../voice-platform-form';

export interface PlatformConfigureTabProps {
  form: VoicePlatformForm;
  setField: SetFormField<VoicePlatformForm>;
}

export function PlatformConfigureTab({ form, setField }: PlatformConfigureTabProps) {
  return (
    <TabCard title="Assistant" description="The model, voice and words of the phone assistant." footer={<Button disabled>Save Configuration</Button>}>
      <Columns>
        <SelectField id="platform-model" label="Model" value={form.model} onValueChange={(value) => setField('model', value)} options={PLATFORM_MODEL_OPTIONS} />
        <SelectField id="platform-voice" label="Voice" value={form.voice} onValueChange={(value) => setField('voice', value)} options={PLATFORM_VOICE_OPTIONS} />
      </Columns>
      <Field label="Greeting" htmlFor="platform-greeting">
        <Input id="platform-greeting" value={form.greeting} onChange={(event) => setField('greeting', event.target.value)} />
      </Field>
      <Field label="First Message" htmlFor="platform-first-message">
        <Input id="platform-first-message" value={form.firstMessage} onChange={(event) => setField('firstMessage', event.target.value)} />
      </Field>
      <Field label="System Prompt" htmlFor="platform-system-prompt">
        <Textarea id="platform-system-prompt" rows={5} value={form.systemPrompt} onChange={(event) => setField('systemPrompt', event.target.value)} />
      </Field>
      <Field label="End Call Phrases" htmlFor="platform-end-phrases" hint="Separate phrases with commas.">
        <Input id="platform-end-phrases" value={form.endCallPhrases} onChange={(event) => setField('endCallPhrases', event.target.value)} />
      </Field>
    </TabCard>
  );
}
