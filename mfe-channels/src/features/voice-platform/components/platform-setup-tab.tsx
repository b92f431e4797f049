import { Button, Columns, Field, Input, SwitchRow, TabCard, type SetFormField } from '@app/ui';
import type { VoicePlatformForm } from '../voice-platform-form';

export interface PlatformSetupTabProps {
  form: VoicePlatformForm;
  setField: SetFormField<VoicePlatformForm>;
}

export function PlatformSetupTab({ form, setField }: PlatformSetupTabProps) {
  return (
    <TabCard title="Platform Account" description="Link the voice-AI platform account and assistant that take the calls." footer={<Button disabled>Save Setup</Button>}>
      <SwitchRow label="Enable Voice Calls" checked={form.enabled} onCheckedChange={(checked) => setField('enabled', checked)} />
      <Columns>
        <Field label="API Key" htmlFor="platform-api-key">
          <Input id="platform-api-key" type="password" autoComplete="off" value={form.apiKey} onChange={(event) => setField('apiKey', event.target.value)} />
        </Field>
        <Field label="Public Key" htmlFor="platform-public-key">
          <Input id="platform-public-key" type="password" autoComplete="off" value={form.publicKey} onChange={(event) => setField('publicKey', event.target.value)} />
        </Field>
      </Columns>
      <Field label="Assistant ID" htmlFor="platform-assistant-id">
        <Input id="platform-assistant-id" value={form.assistantId} onChange={(event) => setField('assistantId', event.target.value)} />
      </Field>
    </TabCard>
  );
}
