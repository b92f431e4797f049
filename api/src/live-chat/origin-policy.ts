import { isSameOrigin } from '../common/same-origin';

/**
 * Whether a widget socket may connect. The widget page this server hosts is always allowed
 * (where it may be framed is restricted by its frame-ancestors policy); any other site only
 * when the agent lists it, or when the agent lists none.
 */
export function isWidgetOriginAllowed(origin: string | undefined, host: string | undefined, allowedOrigins: readonly string[]): boolean {
  return allowedOrigins.length === 0 || isSameOrigin(origin, host) || (origin !== undefined && allowedOrigins.includes(origin));
}

/**
 * Whether the embed loader on the page at `origin` may put the widget there. Only the listed
 * websites, exactly (scheme, host and port), as the widget page's frame-ancestors policy allows
 * them: a page the policy would refuse would show the browser's error over the whole site. A
 * request naming no origin is not a page of another site.
 */
export function isEmbeddingAllowed(origin: string | undefined, allowedOrigins: readonly string[]): boolean {
  return allowedOrigins.length === 0 || origin === undefined || allowedOrigins.includes(origin);
}
