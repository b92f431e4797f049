import { isSameOrigin } from '../common/same-origin';

/**
 * Whether a widget socket may connect. The widget page this server hosts is always allowed
 * (where it may be framed is restricted by its frame-ancestors policy); any other site only
 * when the agent lists it, or when the agent lists none.
 */
export function isWidgetOriginAllowed(origin: string | undefined, host: string | undefined, allowedOrigins: readonly string[]): boolean {
  return allowedOrigins.length === 0 || isSameOrigin(origin, host) || (origin !== undefined && allowedOrigins.includes(origin));
}
