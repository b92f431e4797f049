import type { WidgetConfig } from '@app/contracts';
import { Field, Input, Stack, Textarea } from '@app/ui';
import type { UpdateWidgetConfig } from '../hooks/use-widget-config';

export interface MessagesTabProps {
  config: WidgetConfig;
  update: UpdateWidgetConfig;
}

export function MessagesTab({ config, update }: MessagesTabProps) {
  return (
    <Stack>
      <Field label="Welcome Message" htmlFor="widget-welcome-message">
        <Textarea id="widget-welcome-message" rows={3} value={config.welcomeMessage} onChange={(event) => update('welcomeMessage', event.target.value)} />
      </Field>
      <Field label="Input Placeholder" htmlFor="widget-placeholder">
        <Input id="widget-placeholder" value={config.placeholder} onChange={(event) => update('placeholder', event.target.value)} />
      </Field>
      <Field label="Agent Display Name" htmlFor="widget-agent-name">
        <Input id="widget-agent-name" value={config.agentName} onChange={(event) => update('agentName', event.target.value)} />
      </Field>
    </Stack>
  );
}
