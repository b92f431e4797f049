import { isSameOrigin } from '../common/same-origin';

/** Where a widget connection comes from, as its handshake said. */
export interface WidgetPlacement {
  agentId: string;
  /** The socket's Origin header: the widget page's own (this server's) or a site opening it directly. */
  origin: string | undefined;
  host: string | undefined;
  /** The website framing the widget page, as the page reported it. */
  embeddedIn: string | undefined;
}

/**
 * Whether a widget may chat. Any site when the agent lists none. The widget page this server
 * hosts connects with this server's origin: it may chat when the website framing it is listed
 * (a site taken off the list stops chatting), or when it is not framed by another site (its own
 * address, the designer's preview). Any other site opening a socket directly only when listed.
 */
export function isWidgetOriginAllowed({ origin, host, embeddedIn }: WidgetPlacement, allowedOrigins: readonly string[]): boolean {
  if (allowedOrigins.length === 0) {
    return true;
  }
  if (isSameOrigin(origin, host)) {
    return embeddedIn === undefined || isThisServer(embeddedIn, origin, host) || allowedOrigins.includes(embeddedIn);
  }
  return origin !== undefined && allowedOrigins.includes(origin);
}

/**
 * Whether a framing page is one of this server's own (the designer's preview), exactly: another
 * port of the same host name is another website. The widget page's origin when the socket's first
 * request named it; a same-origin polling request names none, and then the Host it asked
 * (scheme aside, which a proxy may change).
 */
function isThisServer(embeddedIn: string, origin: string | undefined, host: string | undefined): boolean {
  if (origin !== undefined) {
    return embeddedIn === origin;
  }
  try {
    return host !== undefined && new URL(embeddedIn).host === host.toLowerCase();
  } catch {
    return false;
  }
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
