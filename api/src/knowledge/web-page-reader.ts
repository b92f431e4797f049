import { displayName } from '../documents/document-limits';
import { normalizeText, parseDocument } from '../documents';
import {
  DEFAULT_FETCH_MAX_BYTES,
  DEFAULT_FETCH_TIMEOUT_MS,
  extractReadableText,
  type FetchedPage,
  FetchFailedError,
  FetchRefusedError,
  FetchTimeoutError,
  FetchTooLargeError,
  markupDepth,
  MAX_MARKUP_DEPTH,
  type SafeFetcher,
} from '../fetcher';
import { KnowledgeReadError } from './knowledge-read-error';

export interface WebPageText {
  /** The page title, or the host when it has none. */
  title: string;
  text: string;
}

export const NO_READABLE_TEXT = 'The page has no readable text';

const CONNECTION_PROBLEMS: Record<string, string> = {
  ECONNREFUSED: 'the server refused the connection',
  ECONNRESET: 'the connection was reset',
  ENOTFOUND: 'the host name could not be found',
  EAI_AGAIN: 'the host name could not be looked up',
  EHOSTUNREACH: 'the server could not be reached',
  ENETUNREACH: 'the network could not be reached',
  CERT_HAS_EXPIRED: 'its security certificate has expired',
};

function fetchProblem(error: unknown): string {
  if (error instanceof FetchRefusedError) {
    return 'the address is not allowed';
  }
  if (error instanceof FetchTimeoutError) {
    return `it did not answer within ${DEFAULT_FETCH_TIMEOUT_MS / 1000} seconds`;
  }
  if (error instanceof FetchTooLargeError) {
    return `the page is larger than ${DEFAULT_FETCH_MAX_BYTES / (1024 * 1024)} MB`;
  }
  if (error instanceof FetchFailedError) {
    const code = Object.keys(CONNECTION_PROBLEMS).find((name) => error.message.includes(name));
    return code ? (CONNECTION_PROBLEMS[code] as string) : error.message.replace(/^Could not fetch \S+: /, '');
  }
  throw error;
}

function mediaTypeOf(page: FetchedPage): string {
  const declared = page.contentType.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  if (declared) {
    return declared;
  }
  return /<(html|head|body|p|div)[\s>]/i.test(page.body.subarray(0, 4096).toString('latin1')) ? 'text/html' : 'text/plain';
}

function lastPathSegment(address: string): string {
  const segment = new URL(address).pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function hostOf(address: string): string {
  return new URL(address).host;
}

async function pageText(page: FetchedPage, address: string): Promise<WebPageText> {
  const mediaType = mediaTypeOf(page);
  if (mediaType === 'text/html' || mediaType === 'application/xhtml+xml') {
    const html = page.text();
    if (markupDepth(html) > MAX_MARKUP_DEPTH) {
      throw new KnowledgeReadError(`Could not read ${address}: its elements nest more than ${MAX_MARKUP_DEPTH} levels deep`);
    }
    const readable = extractReadableText(html, page.finalUrl);
    return { title: normalizeText(readable.title), text: readable.content ? normalizeText(readable.text) : '' };
  }
  if (mediaType === 'text/plain' || mediaType === 'text/markdown') {
    return { title: hostOf(page.finalUrl), text: normalizeText(page.text()) };
  }
  if (mediaType === 'application/pdf') {
    const name = displayName(lastPathSegment(page.finalUrl));
    const filename = name.toLowerCase().endsWith('.pdf') ? name : `${name}.pdf`;
    const parsed = await parseDocument({ filename, buffer: page.body });
    return { title: filename.replace(/\.pdf$/i, ''), text: parsed.text };
  }
  throw new KnowledgeReadError(`Could not read ${address}: it is ${mediaType}, not a web page`);
}

/** Fetches an address with the safe fetcher and returns the page's readable text. */
export async function readWebPage(fetcher: SafeFetcher, address: string): Promise<WebPageText> {
  let page: FetchedPage;
  try {
    page = await fetcher.fetchPage(address);
  } catch (error) {
    throw new KnowledgeReadError(`Could not fetch ${address}: ${fetchProblem(error)}`);
  }
  if (page.status < 200 || page.status > 299) {
    throw new KnowledgeReadError(`Could not fetch ${address}: the server answered ${page.status}`);
  }
  const read = await pageText(page, address);
  if (!read.text.trim()) {
    throw new KnowledgeReadError(NO_READABLE_TEXT);
  }
  return read;
}
