import { useCallback, useState } from 'react';
import { WIDGET_CONFIG_DEFAULTS, type WidgetConfig } from '@app/contracts';

export type UpdateWidgetConfig = <K extends keyof WidgetConfig>(key: K, value: WidgetConfig[K]) => void;

/** The designer's working copy of the widget configuration, starting from the shared defaults. */
export function useWidgetConfig() {
  const [config, setConfig] = useState<WidgetConfig>(() => ({ ...WIDGET_CONFIG_DEFAULTS }));
  const update: UpdateWidgetConfig = useCallback((key, value) => setConfig((current) => ({ ...current, [key]: value })), []);
  return { config, update };
}
