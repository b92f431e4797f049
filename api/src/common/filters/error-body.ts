import { STATUS_CODES } from 'node:http';
import { HttpException, HttpStatus } from '@nestjs/common';
import type { ApiErrorBody } from '@app/contracts';
import { NUL_REFUSED, sqlState, UNIQUE_VIOLATION } from '../database-errors';

/** The body every error answers with, or null when the error is unexpected (a 500). */
export function toErrorBody(exception: unknown): ApiErrorBody | null {
  if (exception instanceof HttpException) {
    return fromHttpException(exception);
  }
  const state = sqlState(exception);
  if (state === UNIQUE_VIOLATION) {
    return body(HttpStatus.CONFLICT, 'A record with these values already exists');
  }
  if (state !== undefined && NUL_REFUSED.has(state)) {
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

function body(statusCode: number, message: string): ApiErrorBody {
  return { statusCode, message, error: statusText(statusCode) };
}

function statusText(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}
