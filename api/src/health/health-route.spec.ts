import Fastify from 'fastify';
import type { HealthStatus } from '@app/contracts';
import { registerHealthRoute } from './health-route';
import type { HealthService } from './health.service';

async function serve(status: HealthStatus) {
  const app = Fastify();
  registerHealthRoute(app, { check: () => Promise.resolve(status) } as unknown as HealthService);
  await app.ready();
  return app;
}

describe('GET /api/health route', () => {
  it('answers 200 with the status and no caching while the database is up', async () => {
    const app = await serve({ status: 'ok', database: 'up', uptimeSeconds: 12 });

    const response = await app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up', uptimeSeconds: 12 });
    expect(response.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it('answers 503 with the same body shape when the database is down', async () => {
    const app = await serve({ status: 'degraded', database: 'down', uptimeSeconds: 3 });

    const response = await app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'degraded', database: 'down', uptimeSeconds: 3 });
    await app.close();
  });
});
