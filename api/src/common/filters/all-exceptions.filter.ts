import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { internalErrorBody, toErrorBody } from './error-body';

/** Every error leaves as `{ statusCode, message, error }`; only unexpected ones are logged. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') {
      throw exception;
    }
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    let body = toErrorBody(exception);
    if (!body) {
      http.getRequest<FastifyRequest>().log.error({ err: exception }, 'Unhandled error');
      body = internalErrorBody();
    }
    if (reply.sent) {
      return;
    }
    void reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
  }
}
