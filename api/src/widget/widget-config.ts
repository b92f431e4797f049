import { WIDGET_CONFIG_DEFAULTS, WIDGET_CONFIG_RULES, type WidgetConfig, widgetConfigOver, widgetLookSizeProblem } from '@app/contracts';

const FIELD = 'configuration.widgetConfig';

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The first problem with a widget configuration as saved on an agent, naming the field, or
 * null when it is fine. Fields may be left out (the defaults apply); a key that is no widget
 * setting (a misspelt one) is refused rather than stored and silently ignored.
 */
export function widgetConfigProblem(value: unknown): string | null {
  if (value === null || value === undefined) {
    return null;
  }
  if (!isPlainObject(value)) {
    return `${FIELD} must be an object`;
  }
  const unknown = Object.keys(value).find((key) => !Object.hasOwn(WIDGET_CONFIG_RULES, key));
  if (unknown !== undefined) {
    return `${FIELD}.${unknown} is not a widget setting`;
  }
  for (const [field, [valid, problem]] of Object.entries(WIDGET_CONFIG_RULES)) {
    if (value[field] !== undefined && !valid(value[field])) {
      return `${FIELD}.${field} ${problem}`;
    }
  }
  const tooLong = widgetLookSizeProblem(effectiveWidgetConfig(value));
  return tooLong && `${FIELD} ${tooLong}`;
}

/** The widget configuration stored on an agent over the defaults; fields that break a rule are ignored. */
export function effectiveWidgetConfig(stored: unknown): WidgetConfig {
  return widgetConfigOver<WidgetConfig>({ ...WIDGET_CONFIG_DEFAULTS, allowedOrigins: [] }, stored);
}
