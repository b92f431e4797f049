import { Stack, SwitchRow } from '@app/ui';
import type { WidgetConfig } from '@app/contracts';
import type { UpdateWidgetConfig } from '../hooks/use-widget-config';
import { AllowedOriginsField } from './allowed-origins-field';

export interface BehaviorTabProps {
  config: WidgetConfig;
  update: UpdateWidgetConfig;
}

export function BehaviorTab({ config, update }: BehaviorTabProps) {
  return (
    <Stack>
      <SwitchRow
        label="Show Agent Avatar"
        description="Display the agent's avatar in the widget header."
        checked={config.showAgentAvatar}
        onCheckedChange={(checked) => update('showAgentAvatar', checked)}
      />
      <SwitchRow
        label="Enable File Upload"
        description="Show a button for attaching files."
        checked={config.enableFileUpload}
        onCheckedChange={(checked) => update('enableFileUpload', checked)}
      />
      <SwitchRow
        label="Enable Voice Input"
        description="Show a microphone toggle next to the message input."
        checked={config.enableVoiceInput}
        onCheckedChange={(checked) => update('enableVoiceInput', checked)}
      />
      <AllowedOriginsField value={config.allowedOrigins ?? []} onChange={(origins) => update('allowedOrigins', origins)} />
    </Stack>
  );
}
