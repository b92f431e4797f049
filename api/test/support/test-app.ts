import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { join } from 'node:path';
import { createApp } from '../../src/create-app';

/** The real application on the test database, ready for supertest; migrations ran in global setup. */
export async function createTestApp(env: Record<string, string> = {}): Promise<NestFastifyApplication> {
  const app = await createApp({
    // Every test signs up from 127.0.0.1, many times a minute.
    env: { ...process.env, LOG_LEVEL: 'silent', WEB_ROOT: join(__dirname, 'no-web-apps-here'), SIGNUP_RATE_LIMIT: '1000000', ...env },
    runMigrations: false,
  });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}
