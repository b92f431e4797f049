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
