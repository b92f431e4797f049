import { WIDGET_CONFIG_LIMITS, WIDGET_POSITIONS, type WidgetConfig, type WidgetPosition } from '@app/contracts';
import { Columns, Field, Input, Select, Stack } from '@app/ui';
import { fieldError } from '../field-error';
import type { UpdateWidgetConfig } from '../hooks/use-widget-config';
import { ColorField } from './color-field';
import { NumberField } from './number-field';

const POSITION_LABELS: Record<WidgetPosition, string> = {
  'bottom-right': 'Bottom Right',
  'bottom-left': 'Bottom Left',
  'top-right': 'Top Right',
  'top-left': 'Top Left',
};

export interface AppearanceTabProps {
  config: WidgetConfig;
  update: UpdateWidgetConfig;
}

export function AppearanceTab({ config, update }: AppearanceTabProps) {
  return (
    <Stack>
      <Columns>
        <ColorField field="primaryColor" id="widget-primary-color" label="Primary Color" value={config.primaryColor} onChange={(value) => update('primaryColor', value)} />
        <ColorField
          field="backgroundColor"
          id="widget-background-color"
          label="Background Color"
          value={config.backgroundColor}
          onChange={(value) => update('backgroundColor', value)}
        />
      </Columns>
      <Columns>
        <NumberField id="widget-border-radius" label="Border Radius (px)" {...WIDGET_CONFIG_LIMITS.borderRadius} value={config.borderRadius} onChange={(value) => update('borderRadius', value)} />
        <Field label="Position" htmlFor="widget-position">
          <Select
            id="widget-position"
            value={config.position}
            onValueChange={(value) => update('position', value as WidgetPosition)}
            options={WIDGET_POSITIONS.map((position) => ({ value: position, label: POSITION_LABELS[position] }))}
          />
        </Field>
      </Columns>
      <Columns>
        <NumberField id="widget-height" label="Height (px)" {...WIDGET_CONFIG_LIMITS.height} value={config.height} onChange={(value) => update('height', value)} />
        <NumberField id="widget-width" label="Width (px)" {...WIDGET_CONFIG_LIMITS.width} value={config.width} onChange={(value) => update('width', value)} />
      </Columns>
      <Field label="Logo URL (optional)" htmlFor="widget-logo-url" error={fieldError('logoUrl', config.logoUrl)}>
        <Input
          id="widget-logo-url"
          type="url"
          placeholder="https://example.com/logo.png"
          maxLength={WIDGET_CONFIG_LIMITS.logoUrlMaxLength}
          value={config.logoUrl}
          onChange={(event) => update('logoUrl', event.target.value)}
        />
      </Field>
    </Stack>
  );
}
