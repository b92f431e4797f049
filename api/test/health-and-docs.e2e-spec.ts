import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createTestApp } from './support/test-app';

describe('health, docs and the remote manifest', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp({
      REMOTE_MFE_AGENTS_URL: 'https://cdn.example.com/mfe-agents/remoteEntry.js',
    });
  });
  afterAll(() => app.close());

  it('GET /api/health reports the database up, without a session', async () => {
    const response = await request(app.getHttpServer()).get('/api/health').expect(200);

    expect(response.body).toEqual({ status: 'ok', database: 'up', uptimeSeconds: expect.any(Number) });
    expect(response.body.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('serves the OpenAPI UI and document without a session', async () => {
    const ui = await request(app.getHttpServer()).get('/api/docs').expect(200);
    const document = await request(app.getHttpServer()).get('/api/docs-json').expect(200);

    expect(ui.headers['content-type']).toMatch(/text\/html/);
    expect(document.body.openapi).toMatch(/^3\./);
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining(['/api/agents', '/api/agents/{id}', '/api/auth/signup', '/api/dashboard/stats', '/api/health']),
    );
    expect(document.body.components.schemas.CreateAgentDto.required).toEqual(['name']);
  });

  it('GET /remotes.json maps each remote to its entry, from configuration', async () => {
    const response = await request(app.getHttpServer()).get('/remotes.json').expect(200);

    expect(response.body).toEqual({
      mfe_agents: 'https://cdn.example.com/mfe-agents/remoteEntry.js',
      mfe_channels: '/remotes/mfe-channels/remoteEntry.js',
      mfe_tools: '/remotes/mfe-tools/remoteEntry.js',
      mfe_widget: '/remotes/mfe-widget/remoteEntry.js',
    });
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
