import { Button, Columns, Field, SelectField, SwitchRow, TabCard, Textarea, type SetFormField } from '@app/ui';
import { API_KEY_ROTATION_OPTIONS, SESSION_TIMEOUT_OPTIONS, type SecuritySettings } from '../settings-options';

export interface SecurityTabProps {
  security: SecuritySettings;
  setField: SetFormField<SecuritySettings>;
}

export function SecurityTab({ security, setField }: SecurityTabProps) {
  return (
    <TabCard title="Security & Privacy" description="Protect your account and control access." footer={<Button disabled>Save Security Settings</Button>}>
      <SwitchRow
        label="Two-Factor Authentication"
        description="Ask for a code from your phone when signing in."
        checked={security.twoFactorEnabled}
        onCheckedChange={(checked) => setField('twoFactorEnabled', checked)}
      />
      <Columns>
        <SelectField
          id="security-session-timeout"
          label="Session Timeout"
          value={security.sessionTimeout}
          onValueChange={(value) => setField('sessionTimeout', value)}
          options={SESSION_TIMEOUT_OPTIONS}
        />
        <SelectField
          id="security-key-rotation"
          label="API Key Rotation"
          value={security.apiKeyRotation}
          onValueChange={(value) => setField('apiKeyRotation', value)}
          options={API_KEY_ROTATION_OPTIONS}
        />
      </Columns>
      <Field label="IP Whitelist" htmlFor="security-ip-whitelist" hint="One IP address per line. Optional: leave empty to allow all IPs.">
        <Textarea
          id="security-ip-whitelist"
          rows={4}
          placeholder={'192.168.1.1\n10.0.0.0/8'}
          value={security.ipWhitelist}
          onChange={(event) => setField('ipWhitelist', event.target.value)}
        />
      </Field>
    </TabCard>
  );
}
