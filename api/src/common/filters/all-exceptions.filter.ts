import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { internalErrorBody, toErrorBody } from './error-body';

/** Every error leaves as `{ statusCode, message, error }`; only unexpected ones are logged. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') {
      throw exception;
    }
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    let body = toErrorBody(exception);
    if (!body) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
      body = internalErrorBody();
    }
    if (reply.sent) {
      return;
    }
    void reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
  }
}
