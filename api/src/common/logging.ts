import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { Logger as NestPinoLogger, type Params, PinoLogger } from 'nestjs-pino';
import pino, { type Logger } from 'pino';
import { QueryFailedError } from 'typeorm';
import type { AppConfig } from '../config/app-config';

const QUIET_PATHS = new Set(['/api/health']);

/**
 * An error as a log line holds it, without a failed query's parameters: they are what users
 * wrote (a knowledge item can be megabytes of text) and do not belong in the log.
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const serialized = pino.stdSerializers.err(error) as Record<string, unknown>;
  if (error instanceof QueryFailedError) delete serialized.parameters;
  return serialized;
}

/** The one pino logger: Fastify writes the request lines with it, Nest's own logs go through nestjs-pino. */
export function createRootLogger(config: AppConfig): Logger {
  return pino({ level: config.logLevel, timestamp: pino.stdTimeFunctions.isoTime, serializers: { err: serializeError } });
}

/**
 * One line per request (when it completes, with status and duration) instead of Fastify's two,
 * and none for health probes, which would otherwise drown everything else.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) {
      return;
    }
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) {
      reply.log.error({ ...line, err: error }, 'request errored');
    } else {
      reply.log.info(line, 'request completed');
    }
  }

  override isLogDisabled(request: FastifyRequest): boolean {
    return QUIET_PATHS.has((request.url ?? '').split('?', 1)[0] ?? '') || super.isLogDisabled(request);
  }
}

/**
 * Nest's own logs (start-up, route map, warnings) as pino JSON through nestjs-pino's logger.
 * Fastify already logs every request (API, static files, not-found alike), so nestjs-pino's
 * LoggerModule and its per-request middleware stay out: binding each request to an
 * AsyncLocalStorage cost about a third of the throughput of a health request.
 */
export function createNestLogger(root: Logger): NestPinoLogger {
  const params: Params = { pinoHttp: { logger: root } };
  return new NestPinoLogger(new PinoLogger(params), params);
}
