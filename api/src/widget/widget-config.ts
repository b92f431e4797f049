import { WIDGET_COLOUR_PATTERN, WIDGET_CONFIG_DEFAULTS, WIDGET_CONFIG_LIMITS, WIDGET_POSITIONS, type WidgetConfig } from '@app/contracts';

const FIELD = 'configuration.widgetConfig';

type Rule = (value: unknown) => boolean;

const isColour: Rule = (value) => typeof value === 'string' && WIDGET_COLOUR_PATTERN.test(value);
const isBoolean: Rule = (value) => typeof value === 'boolean';
const isText: Rule = (value) => typeof value === 'string' && value.length <= WIDGET_CONFIG_LIMITS.textMaxLength;
const isBetween =
  ({ min, max }: { min: number; max: number }): Rule =>
  (value) =>
    typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
const isPosition: Rule = (value) => WIDGET_POSITIONS.includes(value as never);
// Written as an address is typed: no spaces, which the widget page would not take for one.
const isLogoUrl: Rule = (value) =>
  value === '' || (typeof value === 'string' && value.length <= WIDGET_CONFIG_LIMITS.logoUrlMaxLength && !/\s/.test(value) && isHttpUrl(value));

const colourMessage = 'must be a colour such as #1a73e8 or #fff';
const textMessage = `must be text of at most ${WIDGET_CONFIG_LIMITS.textMaxLength} characters`;
const rangeMessage = ({ min, max }: { min: number; max: number }) => `must be a number from ${min} to ${max} (px)`;

/** Each known field: its rule and what the error says after the field's name. */
const RULES: Record<keyof WidgetConfig, [Rule, string]> = {
  primaryColor: [isColour, colourMessage],
  backgroundColor: [isColour, colourMessage],
  textColor: [isColour, colourMessage],
  borderRadius: [isBetween(WIDGET_CONFIG_LIMITS.borderRadius), rangeMessage(WIDGET_CONFIG_LIMITS.borderRadius)],
  height: [isBetween(WIDGET_CONFIG_LIMITS.height), rangeMessage(WIDGET_CONFIG_LIMITS.height)],
  width: [isBetween(WIDGET_CONFIG_LIMITS.width), rangeMessage(WIDGET_CONFIG_LIMITS.width)],
  position: [isPosition, `must be one of: ${WIDGET_POSITIONS.join(', ')}`],
  welcomeMessage: [isText, textMessage],
  placeholder: [isText, textMessage],
  agentName: [isText, textMessage],
  showAgentAvatar: [isBoolean, 'must be true or false'],
  enableFileUpload: [isBoolean, 'must be true or false'],
  enableVoiceInput: [isBoolean, 'must be true or false'],
  logoUrl: [isLogoUrl, 'must be empty or an http(s) URL'],
  allowedOrigins: [
    isOriginList,
    `must be a list of at most ${WIDGET_CONFIG_LIMITS.allowedOriginsMax} origins such as https://www.example.com (scheme and host, no path)`,
  ],
};

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Exactly an origin as browsers send it: lowercase scheme and host, a port only when not the default. */
export function isOrigin(value: unknown): boolean {
  if (typeof value !== 'string') {
    return false;
  }
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

function isOriginList(value: unknown): boolean {
  return Array.isArray(value) && value.length <= WIDGET_CONFIG_LIMITS.allowedOriginsMax && value.every(isOrigin);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The first problem with a widget configuration as saved on an agent, naming the field, or
 * null when it is fine. Fields may be left out (the defaults apply); other keys are kept as sent.
 */
export function widgetConfigProblem(value: unknown): string | null {
  if (value === null || value === undefined) {
    return null;
  }
  if (!isPlainObject(value)) {
    return `${FIELD} must be an object`;
  }
  for (const [field, [rule, message]] of Object.entries(RULES)) {
    if (value[field] !== undefined && !rule(value[field])) {
      return `${FIELD}.${field} ${message}`;
    }
  }
  return null;
}

/** The widget configuration stored on an agent over the defaults; fields that break a rule are ignored. */
export function effectiveWidgetConfig(stored: unknown): WidgetConfig {
  const config: WidgetConfig = { ...WIDGET_CONFIG_DEFAULTS };
  if (!isPlainObject(stored)) {
    return config;
  }
  for (const [field, [rule]] of Object.entries(RULES)) {
    if (stored[field] !== undefined && rule(stored[field])) {
      (config as unknown as Record<string, unknown>)[field] = stored[field];
    }
  }
  return config;
}
