export { forbiddenAddressReason } from './address-policy';
export { parseAllowHosts } from './allow-hosts';
export { FetchError, FetchFailedError, FetchRefusedError, FetchTimeoutError, FetchTooLargeError } from './fetch-errors';
export type { HostResolver, ResolvedAddress } from './fetch-target';
export { extractReadableText, markupDepth, MAX_MARKUP_DEPTH, type ReadableText } from './readable-text';
export {
  createSafeFetcher,
  DEFAULT_FETCH_MAX_BYTES,
  DEFAULT_FETCH_MAX_REDIRECTS,
  DEFAULT_FETCH_TIMEOUT_MS,
  FETCHER_USER_AGENT,
  type FetchedPage,
  type SafeFetcher,
  type SafeFetcherOptions,
} from './safe-fetcher';
