import { WIDGET_CONFIG_DEFAULTS, WIDGET_CONFIG_LIMITS, WIDGET_HISTORY_HEIGHT_OFFSET, WIDGET_POSITIONS, type WidgetConfig } from '@app/contracts';

/** Everything the widget page shows; which sites may embed it is the server's business. */
export type WidgetLook = Omit<WidgetConfig, 'allowedOrigins'>;

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

const isText = (value: unknown) => typeof value === 'string' && value.length <= WIDGET_CONFIG_LIMITS.textMaxLength;
const isColour = (value: unknown) => typeof value === 'string' && HEX_COLOUR.test(value);
const isFlag = (value: unknown) => typeof value === 'boolean';
const inRange =
  ({ min, max }: { min: number; max: number }) =>
  (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
const isPosition = (value: unknown) => (WIDGET_POSITIONS as readonly unknown[]).includes(value);
// Only web addresses: a logo is an <img>, and other schemes have no business there.
const isLogoUrl = (value: unknown) =>
  typeof value === 'string' && value.length <= WIDGET_CONFIG_LIMITS.logoUrlMaxLength && (value === '' || /^https?:\/\/\S+$/i.test(value));

const VALID: Record<keyof WidgetLook, (value: unknown) => boolean> = {
  welcomeMessage: isText,
  agentName: isText,
  placeholder: isText,
  primaryColor: isColour,
  backgroundColor: isColour,
  textColor: isColour,
  borderRadius: inRange(WIDGET_CONFIG_LIMITS.borderRadius),
  position: isPosition,
  height: inRange(WIDGET_CONFIG_LIMITS.height),
  width: inRange(WIDGET_CONFIG_LIMITS.width),
  showAgentAvatar: isFlag,
  enableFileUpload: isFlag,
  enableVoiceInput: isFlag,
  logoUrl: isLogoUrl,
};

const KEYS = Object.keys(VALID) as (keyof WidgetLook)[];

export function defaultWidgetConfig(): WidgetLook {
  const { allowedOrigins: _ignored, ...look } = WIDGET_CONFIG_DEFAULTS;
  return look;
}

/** The given fields over the defaults; unknown fields and fields of the wrong type are ignored. */
export function mergeWidgetConfig(given: unknown): WidgetLook {
  const config = defaultWidgetConfig();
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    return config;
  }
  const fields = given as Record<string, unknown>;
  for (const key of KEYS) {
    if (Object.hasOwn(fields, key) && VALID[key](fields[key])) {
      Object.assign(config, { [key]: fields[key] });
    }
  }
  return config;
}

/**
 * The widget page's `config` query parameter (JSON, already URL-decoded) over the defaults.
 * Malformed JSON gives the defaults.
 */
export function parseWidgetConfig(raw: string | null): WidgetLook {
  try {
    return mergeWidgetConfig(JSON.parse(raw ?? '{}'));
  } catch {
    return defaultWidgetConfig();
  }
}

export function historyHeight(config: Pick<WidgetConfig, 'height'>): number {
  return config.height - WIDGET_HISTORY_HEIGHT_OFFSET;
}
