/**
 * The one request helper every call goes through (RTK Query's base query and the few calls that
 * need fetch directly, such as uploads). Failure rules come from the product specification:
 * a non-ok status fails with "<status>: <body or statusText>", an HTML answer means the route
 * does not exist on the API, and a 401 is an error rather than an empty result.
 */
import type { ApiErrorBody } from '@app/contracts';

export const HTML_INSTEAD_OF_JSON = 'API endpoint not found - received HTML instead of JSON';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: ApiErrorBody,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/**
 * Dispatched on `window`, with the call's path as its detail, whenever the API answers 401: the
 * session may have ended elsewhere (signed out in another tab, expired). An event rather than a
 * callback list, so it reaches the session whichever bundle's copy of this module made the call.
 */
export const UNAUTHORIZED_EVENT = 'api-unauthorized';

export interface ApiRequestInit {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
}

function isJsonBody(body: unknown): boolean {
  return body !== undefined && !(body instanceof FormData) && !(body instanceof Blob);
}

function parseErrorBody(text: string): ApiErrorBody | undefined {
  try {
    const parsed = JSON.parse(text) as Partial<ApiErrorBody>;
    return parsed && typeof parsed === 'object' && 'message' in parsed ? (parsed as ApiErrorBody) : undefined;
  } catch {
    return undefined;
  }
}

async function readResponse(response: Response): Promise<unknown> {
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('text/html')) {
    throw new ApiRequestError(response.status, HTML_INSTEAD_OF_JSON);
  }
  if (!response.ok) {
    const text = await response.text();
    throw new ApiRequestError(response.status, `${response.status}: ${text || response.statusText}`, parseErrorBody(text));
  }
  if (response.status === 204) return null;
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

export async function apiRequest<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const json = isJsonBody(init.body);
  try {
    const response = await fetch(path, {
      method: init.method ?? 'GET',
      credentials: 'include',
      headers: json ? { 'Content-Type': 'application/json' } : undefined,
      body: json ? JSON.stringify(init.body) : (init.body as BodyInit | undefined),
      signal: init.signal,
    });
    if (response.status === 401) {
      window.dispatchEvent(new CustomEvent<string>(UNAUTHORIZED_EVENT, { detail: path }));
    }
    return (await readResponse(response)) as T;
  } catch (error) {
    console.error('API Request failed', error);
    throw error;
  }
}
