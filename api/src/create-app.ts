import 'reflect-metadata';
import fastifyCookie from '@fastify/cookie';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { AppModule } from './app.module';
import { proxyTrust } from './common/client-address';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { createNestLogger, createRootLogger, RequestLogController } from './common/logging';
import { applyRouteBodyLimits } from './common/route-body-limit';
import { setupOpenApi } from './common/openapi';
import { createValidationPipe } from './common/validation/create-validation-pipe';
import { loadConfig } from './config/load-config';
import { RedisIoAdapter } from './live-chat/redis-io-adapter';
import { answerBadUrl, registerWebApps } from './web/web-apps';

export const API_PREFIX = 'api';
const BODY_LIMIT_BYTES = 512 * 1024;
const REQUEST_TIMEOUT_MS = 300_000;
/** Served at the root, outside /api: the remote manifest, the widget page and the embed loader. */
const WEB_ROUTES = ['remotes.json', 'widget-client', 'embed.js'];

export interface CreateAppOptions {
  /** Environment to read the configuration from; process.env by default. */
  env?: NodeJS.ProcessEnv;
  /** Apply pending migrations while starting; on by default. */
  runMigrations?: boolean;
}

/**
 * Builds the configured application without listening: main.ts listens on it,
 * tests call `init()` and drive it over HTTP. Throws ConfigValidationError on bad configuration.
 */
export async function createApp(options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const config = loadConfig(options.env ?? process.env);
  const logger = createRootLogger(config);
  const adapter = new FastifyAdapter({
    // The API has no Nest middleware (guards, pipes and Fastify hooks do that work), so the
    // Express-style middleware engine would only add a hook to every request.
    skipMiddie: true,
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    // A request whose body stops coming (each upload part is held in memory until the last one)
    // is cut off: 20 files of 10 MB still arrive in time at under 1 MB/s.
    requestTimeout: REQUEST_TIMEOUT_MS,
    frameworkErrors: answerBadUrl(config),
    // Silent means no request logging at all, not building a child logger per request to discard.
    ...(config.logLevel === 'silent' ? {} : { loggerInstance: logger, logController: new RequestLogController() }),
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot({ config, runMigrations: options.runMigrations ?? true }),
    adapter,
    { logger: createNestLogger(logger), abortOnError: false },
  );
  // The API reads JSON (and forms, which provider webhooks post); anything else is a 415.
  app.getHttpAdapter().getInstance().removeContentTypeParser('text/plain');
  applyRouteBodyLimits(app.getHttpAdapter().getInstance());
  app.setGlobalPrefix(API_PREFIX, { exclude: WEB_ROUTES });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  // Only for setting cookies: the session cookie is read where a session is needed
  // (readSessionCookie), not parsed by a hook on every request.
  await app.register(fastifyCookie, { hook: false });
  // Multipart bodies are streamed by the one handler that reads them (readUploadedFiles), with
  // its own limits; the parser only lets them through. A multipart plugin would instead add two
  // hooks to every request of the API.
  app.getHttpAdapter().getInstance().addContentTypeParser('multipart/form-data', (_request, _body, done) => done(null));
  // With Redis, socket rooms span every API process (a visitor on one, the manager on another).
  app.useWebSocketAdapter(
    config.redisUrl ? new RedisIoAdapter(app, config.redisUrl, `${config.jobQueuePrefix}:socket.io`) : new IoAdapter(app),
  );
  setupOpenApi(app);
  await registerWebApps(app, config);
  return app;
}
