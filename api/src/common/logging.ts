import type { IncomingMessage } from 'node:http';
import type { Params } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config';

const QUIET_PATHS = new Set(['/api/health']);

/** Structured request logs; health checks are left out so probes do not drown the rest. */
export function loggerParams(config: AppConfig): Params {
  return {
    pinoHttp: {
      level: config.logLevel,
      autoLogging: {
        ignore: (request: IncomingMessage) => QUIET_PATHS.has((request.url ?? '').split('?', 1)[0] ?? ''),
      },
      redact: ['req.headers.cookie', 'res.headers["set-cookie"]'],
      quietReqLogger: true,
    },
  };
}
