import * as http from 'node:http';
import * as https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import * as zlib from 'node:zlib';
import { FetchFailedError, FetchTooLargeError } from './fetch-errors';
import { bareHostname, type ResolvedAddress } from './fetch-target';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export interface PinnedRequestOptions {
  headers: Record<string, string>;
  maxBytes: number;
  signal: AbortSignal;
}

export interface HopResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Set for a redirect; the body is then not read. */
  location?: string;
  body: Buffer;
}

/**
 * Answers every lookup the socket makes with the addresses that were already checked, so a
 * second DNS answer (rebinding) can never change where the connection goes.
 */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
    const matching = addresses.filter(({ family }) => !wanted || family === wanted);
    const usable = matching.length > 0 ? matching : addresses;
    const first = usable[0] as ResolvedAddress;
    if (options.all) {
      (callback as unknown as (error: null, all: ResolvedAddress[]) => void)(null, usable);
    } else {
      callback(null, first.address, first.family);
    }
  };
}

function decoderFor(encoding: string | undefined, url: string): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case '':
    case 'identity':
      return null;
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      throw new FetchFailedError(`Unsupported content encoding "${encoding}"`, url);
  }
}

function tooLarge(url: string, maxBytes: number): FetchTooLargeError {
  const megabytes = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  return new FetchTooLargeError(`The page at ${url} is larger than ${megabytes} MB`, url);
}

/** One GET to one URL, connecting only to the given addresses; redirects are returned, not followed. */
export function pinnedRequest(url: URL, addresses: ResolvedAddress[], options: PinnedRequestOptions): Promise<HopResponse> {
  const client = url.protocol === 'https:' ? https : http;
  const href = url.href;
  return new Promise<HopResponse>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (!settled) {
        settled = true;
        request.destroy();
        outcome();
      }
    };
    const fail = (error: Error) => finish(() => reject(error));

    const request = client.request(
      {
        protocol: url.protocol,
        hostname: bareHostname(url),
        port: url.port || (url.protocol === 'https:' ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: options.headers,
        agent: false,
        lookup: pinnedLookup(addresses),
        signal: options.signal,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (REDIRECT_STATUSES.has(status) && location) {
          finish(() => resolve({ status, headers: response.headers, location, body: Buffer.alloc(0) }));
          return;
        }
        if (Number(response.headers['content-length']) > options.maxBytes) {
          fail(tooLarge(href, options.maxBytes));
          return;
        }
        let body: Readable = response;
        try {
          const decoder = decoderFor(response.headers['content-encoding'], href);
          if (decoder) {
            body = pipeline(response, decoder, (error) => error && fail(new FetchFailedError(`Could not decode ${href}: ${error.message}`, href)));
          }
        } catch (error) {
          fail(error as Error);
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        body.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            fail(tooLarge(href, options.maxBytes));
          } else {
            chunks.push(chunk);
          }
        });
        body.on('end', () => finish(() => resolve({ status, headers: response.headers, body: Buffer.concat(chunks) })));
        response.on('error', (error) => fail(new FetchFailedError(`Could not read ${href}: ${error.message}`, href)));
        response.on('close', () => {
          if (!response.complete) {
            fail(new FetchFailedError(`The connection to ${url.host} closed before the page was complete`, href));
          }
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      fail(new FetchFailedError(`Could not fetch ${href}: ${error.code ?? error.message}`, href)),
    );
    request.end();
  });
}
