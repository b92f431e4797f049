import { Button, Columns, Field, Input, SwitchRow, TabCard, Textarea, type SetFormField } from '@app/ui';
import type { VoiceAgentForm } from '../voice-agent-form';

export interface ConfigureTabProps {
  form: VoiceAgentForm;
  setField: SetFormField<VoiceAgentForm>;
}

export function ConfigureTab({ form, setField }: ConfigureTabProps) {
  return (
    <TabCard title="Call Handling" description="What callers hear first and when a call goes to a person." footer={<Button disabled>Save Configuration</Button>}>
      <Field label="Greeting Message" htmlFor="voice-greeting">
        <Textarea
          id="voice-greeting"
          rows={3}
          placeholder="Hello! Thanks for calling. How can I help you today?"
          value={form.greetingMessage}
          onChange={(event) => setField('greetingMessage', event.target.value)}
        />
      </Field>
      <SwitchRow
        label="Enable Call Transfer"
        description="Hand the call to a person when the caller asks for one."
        checked={form.enableTransfer}
        onCheckedChange={(checked) => setField('enableTransfer', checked)}
      />
      <Columns>
        <Field label="Transfer Number" htmlFor="voice-transfer-number">
        <Input
          id="voice-transfer-number"
          type="tel"
          placeholder="+1 (555) 000-0000"
          value={form.transferNumber}
          onChange={(event) => setField('transferNumber', event.target.value)}
        />
      </Field>
      <Field label="Transfer Keyword" htmlFor="voice-transfer-keyword" hint="Saying this phrase during a call starts the transfer.">
        <Input id="voice-transfer-keyword" value={form.transferKeyword} onChange={(event) => setField('transferKeyword', event.target.value)} />
      </Field>
      </Columns>
    </TabCard>
  );
}
