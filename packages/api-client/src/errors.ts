import { ApiRequestError } from './request';

/** What an RTK Query hook reports when a call fails. */
export interface ApiError {
  /** HTTP status, or 0 when the server could not be reached. */
  status: number;
  /** The specification's failure text: "<status>: <body or statusText>". */
  text: string;
  /** The API's own message, when it answered with its JSON error body. */
  message?: string;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiRequestError) {
    const message = error.body?.message;
    return {
      status: error.status,
      text: error.message,
      message: Array.isArray(message) ? message.join('. ') : message,
    };
  }
  return { status: 0, text: error instanceof Error ? error.message : String(error) };
}

function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error && 'text' in error;
}

/** What an RTK Query hook reports, or what a call made with the request helper directly threw. */
function asApiError(error: unknown): ApiError | undefined {
  if (isApiError(error)) return error;
  return error instanceof Error ? toApiError(error) : undefined;
}

/** Text to show a person for a failed call: the API's message when it gave one. */
export function errorMessage(error: unknown): string {
  const failure = asApiError(error);
  if (failure) return failure.message ?? failure.text;
  if (error instanceof Error) return error.message;
  return 'Something went wrong';
}

export function errorStatus(error: unknown): number | undefined {
  return asApiError(error)?.status;
}
