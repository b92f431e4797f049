import { isIP } from 'node:net';
import { forbiddenAddressReason } from './address-policy';
import { hostPortKey, parseAllowHosts } from './allow-hosts';
import { decodeBody } from './decode-body';
import { FetchFailedError, FetchRefusedError, FetchTimeoutError, FetchTooLargeError } from './fetch-errors';
import { bareHostname, checkUrl, type HostResolver, resolveTarget, systemResolver } from './fetch-target';
import { pinnedRequest } from './pinned-request';

export const DEFAULT_FETCH_TIMEOUT_MS = 10_000;
export const DEFAULT_FETCH_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_FETCH_MAX_REDIRECTS = 5;
export const FETCHER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 PropertyAgents/1.0';

export interface SafeFetcherOptions {
  /** `host:port` entries that may be fetched even though they resolve to a private address. */
  allowHosts?: readonly string[];
  resolver?: HostResolver;
  /** For the whole fetch, redirects included. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
}

export interface FetchedPage {
  /** The address the page was finally read from, after redirects. */
  finalUrl: string;
  status: number;
  /** The Content-Type header as sent, or an empty string. */
  contentType: string;
  body: Buffer;
  /** The body decoded with the charset the response declares (UTF-8 otherwise). */
  text(): string;
}

export interface SafeFetcher {
  fetchPage(url: string): Promise<FetchedPage>;
  /**
   * Throws the FetchRefusedError a fetch of this address would, when that is known without a
   * DNS lookup (a scheme other than http(s), credentials, a literal private address), so it can
   * be refused when it is entered. The fetch checks again, after resolving and on every redirect.
   */
  checkWithoutLookup(url: string): void;
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
  });
}

/**
 * Fetches pages from addresses a user typed, refusing any that lead to this machine or its
 * private network: every hop's addresses are checked before connecting, and the connection is
 * pinned to them.
 */
export function createSafeFetcher(options: SafeFetcherOptions = {}): SafeFetcher {
  const allowHosts = new Set(parseAllowHosts((options.allowHosts ?? []).join(',')));
  const resolver = options.resolver ?? systemResolver;
  const timeoutMs = options.timeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_FETCH_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? DEFAULT_FETCH_MAX_REDIRECTS;
  const headers = {
    'user-agent': options.userAgent ?? FETCHER_USER_AGENT,
    accept: 'text/html,application/xhtml+xml;q=0.9,text/plain;q=0.8,*/*;q=0.5',
    'accept-language': 'en-US,en;q=0.8',
    'accept-encoding': 'gzip, deflate, br',
  };

  async function follow(start: string, signal: AbortSignal): Promise<FetchedPage> {
    const aborted = rejectOnAbort(signal);
    aborted.catch(() => undefined);
    let url = checkUrl(start);
    for (let redirects = 0; ; redirects += 1) {
      const addresses = await Promise.race([resolveTarget(url, resolver, allowHosts), aborted]);
      const response = await pinnedRequest(url, addresses, { headers, maxBytes, signal });
      if (response.location === undefined) {
        const contentType = String(response.headers['content-type'] ?? '');
        const body = response.body;
        return { finalUrl: url.href, status: response.status, contentType, body, text: () => decodeBody(body, contentType) };
      }
      if (redirects >= maxRedirects) {
        throw new FetchFailedError(`${start} redirected more than ${maxRedirects} times`, start);
      }
      let next: string;
      try {
        next = new URL(response.location, url).href;
      } catch {
        throw new FetchFailedError(`${url.href} redirected to an invalid address`, url.href);
      }
      url = checkUrl(next);
    }
  }

  return {
    checkWithoutLookup(raw: string): void {
      const url = checkUrl(raw);
      if (allowHosts.has(hostPortKey(url))) return;
      const host = bareHostname(url);
      // "localhost" and its sub-domains are loopback by definition (RFC 6761), whatever DNS says.
      const loopbackName = host === 'localhost' || host.endsWith('.localhost');
      const reason = loopbackName ? 'loopback' : isIP(host) ? forbiddenAddressReason(host) : null;
      if (reason) {
        throw new FetchRefusedError(`Refused to fetch ${url.href}: ${host} is a ${reason} address`, url.href);
      }
    },
    async fetchPage(url: string): Promise<FetchedPage> {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        return await follow(url, controller.signal);
      } catch (error) {
        if (controller.signal.aborted && !(error instanceof FetchRefusedError || error instanceof FetchTooLargeError)) {
          throw new FetchTimeoutError(`${url} did not answer within ${timeoutMs / 1000} s`, url);
        }
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
