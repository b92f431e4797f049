import { WIDGET_COLOUR_PATTERN, WIDGET_CONFIG_LIMITS, WIDGET_POSITIONS, type WidgetConfig } from './widget';

/**
 * What a widget configuration may hold, field by field: the API refuses to save anything else,
 * the designer says so beside the field as it is typed, and the widget page ignores anything
 * else in its address.
 */
type Rule = (value: unknown) => boolean;

const isColour: Rule = (value) => typeof value === 'string' && WIDGET_COLOUR_PATTERN.test(value);
const isBoolean: Rule = (value) => typeof value === 'boolean';
const isText: Rule = (value) => typeof value === 'string' && value.length <= WIDGET_CONFIG_LIMITS.textMaxLength;
const isBetween =
  ({ min, max }: { min: number; max: number }): Rule =>
  (value) =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
const isPosition: Rule = (value) => (WIDGET_POSITIONS as readonly unknown[]).includes(value);

/**
 * A logo is an <img>: an http(s) address written out in full ("https://host/..."), with no
 * spaces, that a browser can parse. Empty means no logo.
 */
const isLogoUrl: Rule = (value) => {
  if (value === '') return true;
  if (typeof value !== 'string' || value.length > WIDGET_CONFIG_LIMITS.logoUrlMaxLength || !/^https?:\/\/[^\s/?#]+\S*$/i.test(value)) {
    return false;
  }
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};

/** Exactly an origin as browsers send it: lowercase scheme and host, a port only when not the default. */
export function isWidgetOrigin(value: unknown): boolean {
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

const isOriginList: Rule = (value) =>
  Array.isArray(value) && value.length <= WIDGET_CONFIG_LIMITS.allowedOriginsMax && value.every(isWidgetOrigin);

const colour = 'must be a colour such as #1a73e8 or #fff';
const text = `must be text of at most ${WIDGET_CONFIG_LIMITS.textMaxLength} characters`;
const range = ({ min, max }: { min: number; max: number }) => `must be a whole number from ${min} to ${max} (px)`;
const flag = 'must be true or false';

/** Each field's rule, and what is wrong with a value that breaks it (said after the field's name). */
export const WIDGET_CONFIG_RULES: Readonly<Record<keyof WidgetConfig, readonly [Rule, string]>> = Object.freeze({
  primaryColor: [isColour, colour],
  backgroundColor: [isColour, colour],
  textColor: [isColour, colour],
  borderRadius: [isBetween(WIDGET_CONFIG_LIMITS.borderRadius), range(WIDGET_CONFIG_LIMITS.borderRadius)],
  height: [isBetween(WIDGET_CONFIG_LIMITS.height), range(WIDGET_CONFIG_LIMITS.height)],
  width: [isBetween(WIDGET_CONFIG_LIMITS.width), range(WIDGET_CONFIG_LIMITS.width)],
  position: [isPosition, `must be one of: ${WIDGET_POSITIONS.join(', ')}`],
  welcomeMessage: [isText, text],
  placeholder: [isText, text],
  agentName: [isText, text],
  showAgentAvatar: [isBoolean, flag],
  enableFileUpload: [isBoolean, flag],
  enableVoiceInput: [isBoolean, flag],
  logoUrl: [isLogoUrl, 'must be empty or a full http(s) address such as https://example.com/logo.png'],
  allowedOrigins: [
    isOriginList,
    `must be a list of at most ${WIDGET_CONFIG_LIMITS.allowedOriginsMax} origins such as https://www.example.com (scheme and host, no path)`,
  ],
});

/** What is wrong with one field's value ("must be ..."), or null when it is fine. */
export function widgetFieldProblem(field: keyof WidgetConfig, value: unknown): string | null {
  const [valid, problem] = WIDGET_CONFIG_RULES[field];
  return valid(value) ? null : problem;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The fields of `given` that keep their rule, over `base`; anything else in `given` is ignored. */
export function widgetConfigOver<T extends Partial<WidgetConfig>>(base: T, given: unknown): T {
  const config = { ...base };
  if (!isPlainObject(given)) {
    return config;
  }
  for (const field of Object.keys(base) as (keyof T & keyof WidgetConfig)[]) {
    if (Object.hasOwn(given, field) && WIDGET_CONFIG_RULES[field][0](given[field])) {
      Object.assign(config, { [field]: given[field] });
    }
  }
  return config;
}

/** The widget page's `config` parameter: everything but the allowed websites, which stay on the server. */
export function widgetLookParam(config: Partial<WidgetConfig>): string {
  const { allowedOrigins: _serverOnly, ...look } = config;
  return JSON.stringify(look);
}

/**
 * The configuration travels in the widget page's address, and servers and proxies refuse an
 * address much over 8 KB (nginx) or 16 KB (Node). A letter outside ASCII takes 6 to 12 characters
 * there, so the limit is on the encoded length. The problem, or null when it fits.
 */
export function widgetLookSizeProblem(config: Partial<WidgetConfig>): string | null {
  const length = encodeURIComponent(widgetLookParam(config)).length;
  const max = WIDGET_CONFIG_LIMITS.encodedLookMaxLength;
  return length <= max
    ? null
    : `is too long for the widget's address: ${length} characters once encoded, at most ${max} (letters outside English count 6 to 12 each); shorten the messages or the logo URL`;
}
