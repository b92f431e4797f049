import { Button, Columns, Field, Input, SelectField, TabCard, type SetFormField } from '@app/ui';
import { SPEECH_MODEL_OPTIONS, SPEECH_VOICE_OPTIONS } from '../../voice/voice-options';
import type { SpeechVoiceForm } from '../speech-voice-form';

export interface SetupVoiceTabProps {
  form: SpeechVoiceForm;
  setField: SetFormField<SpeechVoiceForm>;
}

export function SetupVoiceTab({ form, setField }: SetupVoiceTabProps) {
  return (
    <TabCard
      title="Voice Agent"
      description="Create a speaking version of your agent with the speech-synthesis provider."
      footer={<Button disabled>Create Voice Agent</Button>}
    >
      <Field label="API Key" htmlFor="speech-api-key" hint="Required. Found in your speech-synthesis provider account.">
        <Input id="speech-api-key" type="password" autoComplete="off" value={form.apiKey} onChange={(event) => setField('apiKey', event.target.value)} />
      </Field>
      <Columns>
        <SelectField id="speech-voice" label="Voice" value={form.voiceId} onValueChange={(value) => setField('voiceId', value)} options={SPEECH_VOICE_OPTIONS} />
        <SelectField id="speech-model" label="Model" value={form.model} onValueChange={(value) => setField('model', value)} options={SPEECH_MODEL_OPTIONS} />
      </Columns>
      <Field label="First Message" htmlFor="speech-first-message">
        <Input
          id="speech-first-message"
          placeholder="Hi! How can I help you today?"
          value={form.firstMessage}
          onChange={(event) => setField('firstMessage', event.target.value)}
        />
      </Field>
    </TabCard>
  );
}
