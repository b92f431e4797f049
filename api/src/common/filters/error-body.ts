import { STATUS_CODES } from 'node:http';
import { HttpException, HttpStatus } from '@nestjs/common';
import type { ApiErrorBody } from '@app/contracts';
import { QueryFailedError } from 'typeorm';

const UNIQUE_VIOLATION = '23505';
/** PostgreSQL's codes for NUL, which neither its text nor its jsonb can hold. */
const NUL_REFUSED = new Set(['22021', '22P05']);

/** The body every error answers with, or null when the error is unexpected (a 500). */
export function toErrorBody(exception: unknown): ApiErrorBody | null {
  if (exception instanceof HttpException) {
    return fromHttpException(exception);
  }
  if (exception instanceof QueryFailedError && driverCode(exception) === UNIQUE_VIOLATION) {
    return body(HttpStatus.CONFLICT, 'A record with these values already exists');
  }
  if (exception instanceof QueryFailedError && NUL_REFUSED.has(driverCode(exception) as string)) {
    return body(HttpStatus.BAD_REQUEST, 'Text cannot contain NUL characters');
  }
  return null;
}

export function internalErrorBody(): ApiErrorBody {
  return body(HttpStatus.INTERNAL_SERVER_ERROR, 'Internal server error');
}

function fromHttpException(exception: HttpException): ApiErrorBody {
  const status = exception.getStatus();
  const response = exception.getResponse();
  if (typeof response === 'string') {
    return body(status, response);
  }
  const { message, error } = response as { message?: unknown; error?: unknown };
  const text = isMessage(message) ? message : exception.message;
  return { statusCode: status, message: text, error: typeof error === 'string' ? error : statusText(status) };
}

function isMessage(value: unknown): value is string | string[] {
  return typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'));
}

function driverCode(error: QueryFailedError): unknown {
  return (error.driverError as { code?: unknown } | undefined)?.code;
}

function body(statusCode: number, message: string): ApiErrorBody {
  return { statusCode, message, error: statusText(statusCode) };
}

function statusText(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}
