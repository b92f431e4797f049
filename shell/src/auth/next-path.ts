/**
 * Where to go after signing in or up. Only paths inside this app are accepted, so a crafted
 * link cannot send someone elsewhere, and the auth screens never send back to themselves.
 */
export function safeNextPath(raw: string | null | undefined, origin: string = window.location.origin): string {
  if (!raw || !raw.startsWith('/')) {
    return '/';
  }
  // Read as the browser would: it drops tabs and line breaks and takes a backslash for a slash,
  // so "/\t/evil.example" is another site.
  const url = new URL(raw, origin);
  if (url.origin !== origin) {
    return '/';
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return /^\/sign-(in|up)(?=$|[/?#])/.test(path) ? '/' : path;
}

/** '/sign-in?next=%2Fagents' for someone who wanted /agents. */
export function authPath(screen: '/sign-in' | '/sign-up', next: string | null | undefined): string {
  return next ? `${screen}?${new URLSearchParams({ next })}` : screen;
}
