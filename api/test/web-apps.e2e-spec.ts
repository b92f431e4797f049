import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createTestApp } from './support/test-app';

const FILES: Record<string, string> = {
  'shell/dist/index.html': '<!doctype html><title>shell</title>',
  'shell/dist/main.3f2a.js': 'console.log("shell")',
  'mfe-agents/dist/remoteEntry.js': 'var mfe_agents;',
  'mfe-agents/dist/mf-manifest.json': '{"name":"mfe_agents"}',
  'mfe-agents/dist/412.9c1d.js': 'chunk',
  'mfe-tools/dist/remoteEntry.js': 'var mfe_tools;',
  'mfe-agents/dist/index.html': '<!doctype html><title>agents alone</title>',
};
/** What a production build writes beside its text files (the webpack config's PrecompressPlugin). */
const COMPRESSED: Record<string, Buffer> = {
  'mfe-agents/dist/remoteEntry.js.br': brotliCompressSync('var mfe_agents;'),
  'mfe-agents/dist/412.9c1d.js.gz': gzipSync('chunk'),
};
const LONG_CACHE = 'public, max-age=31536000, immutable';

describe('web apps', () => {
  let webRoot: string;
  let app: NestFastifyApplication;

  const get = (path: string, accept = '*/*') => request(app.getHttpServer()).get(path).set('Accept', accept);

  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'web-root-'));
    for (const [path, content] of Object.entries({ ...FILES, ...COMPRESSED })) {
      await mkdir(dirname(join(webRoot, path)), { recursive: true });
      await writeFile(join(webRoot, path), content);
    }
    app = await createTestApp({ WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await app.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('serves the shell index at / without caching it', async () => {
    const response = await get('/', 'text/html').expect(200);

    expect(response.text).toBe(FILES['shell/dist/index.html']);
    expect(response.headers['cache-control']).toBe('no-cache');
    // Not to be framed by another site, nor sniffed into another type.
    expect(response.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves hashed shell files with a long cache', async () => {
    const response = await get('/main.3f2a.js').expect(200);

    expect(response.text).toBe(FILES['shell/dist/main.3f2a.js']);
    expect(response.headers['cache-control']).toBe(LONG_CACHE);
  });

  it.each(['/agents', '/agents/7f6c3a4e-1d2b-4c5d-8e9f-0a1b2c3d4e5f', '/integrations?tab=pms'])(
    'answers the page %s with the shell index (SPA fallback)',
    async (path) => {
      const response = await get(path, 'text/html,application/xhtml+xml').expect(200);

      expect(response.text).toBe(FILES['shell/dist/index.html']);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers a page whose address has broken percent-encoding with the shell, which says Page Not Found', async () => {
    const page = await get('/agents/%E0%A4%A', 'text/html').expect(200);
    const api = await get('/api/agents/%ZZ', 'text/html').expect(400);

    expect(page.text).toBe(FILES['shell/dist/index.html']);
    expect(api.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('does not fall back for a missing asset that is not a page request', async () => {
    await get('/missing.js', 'application/javascript').expect(404);
  });

  it('keeps unknown /api routes a JSON 404 even for a browser', async () => {
    const response = await get('/api/nothing-here', 'text/html').expect(404);

    expect(response.body).toEqual({ statusCode: 404, message: 'Cannot GET /api/nothing-here', error: 'Not Found' });
  });

  it('serves each remote under /remotes/<folder>/, entries revalidated, chunks long-cached', async () => {
    const entry = await get('/remotes/mfe-agents/remoteEntry.js').expect(200);
    const manifest = await get('/remotes/mfe-agents/mf-manifest.json').expect(200);
    const chunk = await get('/remotes/mfe-agents/412.9c1d.js').expect(200);
    const otherRemote = await get('/remotes/mfe-tools/remoteEntry.js').expect(200);

    expect(entry.text).toBe(FILES['mfe-agents/dist/remoteEntry.js']);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(chunk.headers['cache-control']).toBe(LONG_CACHE);
    expect(otherRemote.text).toBe(FILES['mfe-tools/dist/remoteEntry.js']);
  });

  it('answers a plain 404 (not the shell) for a missing file or a remote that was not built', async () => {
    const missingFile = await get('/remotes/mfe-agents/nope.js', 'text/html').expect(404);
    const unbuiltRemote = await get('/remotes/mfe-widget/remoteEntry.js', 'text/html').expect(404);

    expect(missingFile.text).not.toContain('<title>shell</title>');
    expect(unbuiltRemote.text).not.toContain('<title>shell</title>');
  });

  it("does not serve a remote's own page, which would go around the widget page's frame policy", async () => {
    await get('/remotes/mfe-agents/index.html', 'text/html').expect(404);
    await get('/remotes/mfe-agents/INDEX.HTML', 'text/html').expect(404);
    await get('/remotes/mfe-agents/remoteEntry.js').expect(200);
  });

  it('sends the compressed copy a build wrote when the browser accepts it, keeping the cache rule', async () => {
    const withEncoding = (path: string, encoding: string) => request(app.getHttpServer()).get(path).set('Accept-Encoding', encoding).expect(200);

    const entry = await withEncoding('/remotes/mfe-agents/remoteEntry.js', 'gzip, br');
    const chunk = await withEncoding('/remotes/mfe-agents/412.9c1d.js', 'gzip, br');
    const plain = await withEncoding('/remotes/mfe-agents/remoteEntry.js', 'identity');

    // The client decodes the body; the header says what travelled.
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.text).toBe('var mfe_agents;');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(chunk.headers['content-encoding']).toBe('gzip');
    expect(chunk.headers['cache-control']).toBe(LONG_CACHE);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe('var mfe_agents;');
  });

  it('never serves files outside the build folder', async () => {
    await writeFile(join(webRoot, 'shell', 'secret.txt'), 'secret');

    const response = await get('/%2e%2e/secret.txt', 'text/html');

    expect(response.text).not.toContain('secret');
  });
});

describe('web apps without any build', () => {
  it('keeps the API running', async () => {
    const emptyRoot = await mkdtemp(join(tmpdir(), 'web-root-empty-'));
    const app = await createTestApp({ WEB_ROOT: emptyRoot });
    try {
      await request(app.getHttpServer()).get('/api/health').expect(200);
      await request(app.getHttpServer()).get('/agents').set('Accept', 'text/html').expect(404);
    } finally {
      await app.close();
      await rm(emptyRoot, { recursive: true, force: true });
    }
  });
});
