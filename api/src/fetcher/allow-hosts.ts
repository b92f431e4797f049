const ENTRY = /^(\[[0-9a-fA-F:.]+\]|[^\s:/?#[\]@]+):(\d{1,5})$/;

/** `host:port` as the fetcher compares it: host in the URL parser's canonical form. */
export function hostPortKey(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname}:${port}`;
}

/**
 * Reads FETCH_ALLOW_HOSTS: comma-separated `host:port` entries (e.g. `127.0.0.1:45678,
 * docs.internal:8080, [::1]:3000`). A malformed entry throws, so a typo fails at start-up
 * instead of silently allowing nothing.
 */
export function parseAllowHosts(value: string | undefined | null): string[] {
  if (!value?.trim()) {
    return [];
  }
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = ENTRY.exec(entry);
      const port = Number(match?.[2]);
      if (!match?.[1] || !Number.isInteger(port) || port < 1 || port > 65535) {
        throw new Error(`FETCH_ALLOW_HOSTS entry "${entry}" must be host:port, e.g. 127.0.0.1:8080`);
      }
      let hostname: string;
      try {
        hostname = new URL(`http://${match[1]}/`).hostname;
      } catch {
        throw new Error(`FETCH_ALLOW_HOSTS entry "${entry}" has an invalid host`);
      }
      return `${hostname}:${port}`;
    });
}
