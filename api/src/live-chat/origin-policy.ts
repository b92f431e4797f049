/** The host name an Origin header names, or null when it names none. */
function hostnameOf(origin: string): string | null {
  try {
    return new URL(origin).hostname;
  } catch {
    return null;
  }
}

/**
 * Same-origin requests may come without an Origin header (a browser's polling GET); a cross-site
 * browser request always has one. Host names are compared without ports: cookies are not kept
 * apart by port either, and proxies often forward Host without it (nginx's `$host`).
 */
export function isSameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) {
    return true;
  }
  if (host === undefined) {
    return false;
  }
  const hostname = hostnameOf(origin);
  return hostname !== null && hostname === hostnameOf(`http://${host}`);
}

/**
 * Whether a widget socket may connect. The widget page this server hosts is always allowed
 * (where it may be framed is restricted by its frame-ancestors policy); any other site only
 * when the agent lists it, or when the agent lists none.
 */
export function isWidgetOriginAllowed(origin: string | undefined, host: string | undefined, allowedOrigins: readonly string[]): boolean {
  return allowedOrigins.length === 0 || isSameOrigin(origin, host) || (origin !== undefined && allowedOrigins.includes(origin));
}
