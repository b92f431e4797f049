import { WIDGET_CLIENT_CONFIG_KEYS, WIDGET_CONFIG_DEFAULTS, WIDGET_HISTORY_HEIGHT_OFFSET, type WidgetClientConfig } from '@app/contracts';

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** Heights outside this range would leave no room for messages or run off any screen. */
export const WIDGET_HEIGHT_RANGE = { min: 200, max: 2000 } as const;

const isText = (value: unknown) => typeof value === 'string';
const isColour = (value: unknown) => typeof value === 'string' && HEX_COLOUR.test(value);
const isFlag = (value: unknown) => typeof value === 'boolean';
const isHeight = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= WIDGET_HEIGHT_RANGE.min && value <= WIDGET_HEIGHT_RANGE.max;

const VALID: Record<keyof WidgetClientConfig, (value: unknown) => boolean> = {
  welcomeMessage: isText,
  agentName: isText,
  placeholder: isText,
  primaryColor: isColour,
  backgroundColor: isColour,
  height: isHeight,
  showAgentAvatar: isFlag,
  enableFileUpload: isFlag,
  enableVoiceInput: isFlag,
};

export function defaultWidgetClientConfig(): WidgetClientConfig {
  return Object.fromEntries(WIDGET_CLIENT_CONFIG_KEYS.map((key) => [key, WIDGET_CONFIG_DEFAULTS[key]])) as WidgetClientConfig;
}

/**
 * The widget page's `config` query parameter (JSON, already URL-decoded) over the defaults.
 * Malformed JSON gives the defaults; unknown fields and fields of the wrong type are ignored.
 */
export function parseWidgetConfig(raw: string | null): WidgetClientConfig {
  const config = defaultWidgetClientConfig();
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '{}');
  } catch {
    return config;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return config;
  }
  const given = parsed as Record<string, unknown>;
  for (const key of WIDGET_CLIENT_CONFIG_KEYS) {
    if (VALID[key](given[key])) {
      Object.assign(config, { [key]: given[key] });
    }
  }
  return config;
}

export function historyHeight(config: WidgetClientConfig): number {
  return config.height - WIDGET_HISTORY_HEIGHT_OFFSET;
}
