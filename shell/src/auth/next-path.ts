/**
 * Where to go after signing in or up. Only paths inside this app are accepted, so a crafted
 * link cannot send someone elsewhere, and the auth screens never send back to themselves.
 */
export function safeNextPath(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) {
    return '/';
  }
  if (/^\/sign-(in|up)(?=$|[/?#])/.test(raw)) {
    return '/';
  }
  return raw;
}

/** '/sign-in?next=%2Fagents' for someone who wanted /agents. */
export function authPath(screen: '/sign-in' | '/sign-up', next: string | null | undefined): string {
  return next ? `${screen}?${new URLSearchParams({ next })}` : screen;
}
