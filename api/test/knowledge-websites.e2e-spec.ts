import type { KnowledgeItem } from '@app/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { RESYNC_FAILED } from '../src/knowledge/knowledge-processor';
import { createAgent, signUp } from './support/factories';
import { addKnowledge, listKnowledge, passagesOf, textBody, urlBody, waitForItem, waitUntilProcessed } from './support/knowledge';
import { type LocalServer, startLocalServer } from './support/local-server';
import { createTestApp } from './support/test-app';

function page(title: string, main: string): string {
  return `<!doctype html><html><head><title>${title}</title><script>var tracking = 1;</script></head>
<body><nav><a href="/">Home</a> <a href="/book">Book now</a></nav>
<main><h1>${title}</h1>${main}</main>
<footer>© Seaside Stays. All rights reserved.</footer></body></html>`;
}

describe('website knowledge', () => {
  let site: LocalServer;
  let elsewhere: LocalServer;
  let app: NestFastifyApplication;
  let cookie: string;
  let agentId: string;
  let rulesVersion = 1;
  let movedPageIsBack = false;

  const add = async (path: string, base = site.url): Promise<KnowledgeItem> => {
    const created = await addKnowledge(app, cookie, agentId, urlBody(`${base}${path}`));
    return waitForItem(app, cookie, agentId, created.id);
  };
  const joined = async (item: KnowledgeItem) => (await passagesOf(app, item.id)).map((passage) => passage.content).join('\n');

  beforeAll(async () => {
    site = await startLocalServer((req, res) => {
      switch (req.url) {
        case '/rules':
          if (rulesVersion === 0) {
            res.statusCode = 503;
            res.end('Down for maintenance');
            return;
          }
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.end(
            page(
              'Seaside Cottage house rules',
              rulesVersion === 1
                ? '<p>Check-in is from 3 pm. Check-out is by 11 am.</p><p>Quiet hours start at 10 pm.</p>'
                : '<p>Check-in is from 4 pm now. Check-out is by 10 am.</p>',
            ),
          );
          return;
        case '/moved':
          if (movedPageIsBack) {
            res.setHeader('content-type', 'text/html');
            res.end(page('Parking', '<p>Guests park on Gull Lane.</p>'));
            return;
          }
          res.statusCode = 503;
          res.end('Down for maintenance');
          return;
        case '/webforms':
          // Older site builders wrap the whole page in one form.
          res.setHeader('content-type', 'text/html');
          res.end(
            '<html><head><title>Harbor Flats</title></head><body><form id="form1" method="post">' +
              '<input type="hidden" name="__VIEWSTATE" value="dDwtMTA4"><h1>Harbor Flats</h1>' +
              '<p>Rent is due on the 1st of each month.</p><button>Apply now</button></form></body></html>',
          );
          return;
        case '/amenities':
          res.setHeader('content-type', 'text/html');
          res.end(page('Seaside Loft', '<h2>Amenities</h2><ul><li>Free parking</li><li>Private hot tub</li><li>Ocean view</li></ul>'));
          return;
        case '/nul':
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.end(page('Dune\u0000House', '<p>Late check-out\u0000 costs $30.</p>'));
          return;
        case '/notes.txt':
          res.setHeader('content-type', 'text/plain; charset=utf-8');
          res.end('Bins go out on Thursday night.\n\nThe recycling bin has a blue lid.');
          return;
        case '/empty':
          res.setHeader('content-type', 'text/html');
          res.end('<html><head><title>Nothing</title></head><body><nav>Home</nav><script>x()</script></body></html>');
          return;
        case '/deep':
          // Built to make an HTML parser work for a long time: 100,000 nested elements.
          res.setHeader('content-type', 'text/html');
          res.end(page('Deep', `${'<div>'.repeat(100_000)}<p>Bottom</p>`));
          return;
        case '/logo.png':
          res.setHeader('content-type', 'image/png');
          res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
          return;
        default:
          if (req.url?.startsWith('/slow/')) {
            setTimeout(() => {
              res.setHeader('content-type', 'text/html');
              res.end(page('Slow page', `<p>Page ${req.url} loads slowly.</p>`));
            }, 300);
            return;
          }
          res.statusCode = 404;
          res.end('Not found');
      }
    });
    elsewhere = await startLocalServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(page('Private', '<p>Internal only.</p>'));
    });
    app = await createTestApp({ FETCH_ALLOW_HOSTS: site.hostPort });
    ({ cookie } = await signUp(app));
  });
  beforeEach(async () => {
    agentId = (await createAgent(app, cookie)).id;
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([site.close(), elsewhere.close()]);
  });

  it('fetches an allowed page in the background and keeps only its readable text', async () => {
    const item = await add('/rules');

    expect(item).toMatchObject({ status: 'trained', processed: true, title: site.hostPort, content: `${site.url}/rules` });
    const passages = await passagesOf(app, item.id);
    expect(passages.length).toBe(item.passageCount);
    expect(passages[0]?.title).toMatch(/^Seaside Cottage house rules/);
    const text = await joined(item);
    expect(text).toContain('Check-in is from 3 pm.');
    expect(text).not.toMatch(/Book now|All rights reserved|tracking/);
  });

  it('reads a plain text page', async () => {
    const item = await add('/notes.txt');

    expect(item.status).toBe('trained');
    expect(await joined(item)).toContain('The recycling bin has a blue lid.');
  });

  it('keeps the text of a page wrapped in a form, without its controls', async () => {
    const item = await add('/webforms');

    expect(item.status).toBe('trained');
    const text = await joined(item);
    expect(text).toContain('Rent is due on the 1st of each month.');
    expect(text).not.toMatch(/Apply now|dDwtMTA4/);
  });

  it('keeps every line of a list of short items', async () => {
    const item = await add('/amenities');

    expect(item.status).toBe('trained');
    expect(await joined(item)).toMatch(/Free parking\nPrivate hot tub\nOcean view/);
  });

  it('stores a page holding NUL characters without them', async () => {
    const item = await add('/nul');

    expect(item.status).toBe('trained');
    const passages = await passagesOf(app, item.id);
    expect(passages.map((passage) => passage.content).join('\n')).toContain('Late check-out costs $30.');
    expect(passages[0]?.title).toMatch(/^DuneHouse/);
  });

  it('refuses a website whose host name is longer than DNS allows, changing nothing', async () => {
    const before = await request(app.getHttpServer()).get(`/api/agents/${agentId}/knowledge`).set('Cookie', cookie).expect(200);
    const host = `${'a'.repeat(60)}.`.repeat(5) + 'example';

    const response = await request(app.getHttpServer())
      .post(`/api/agents/${agentId}/knowledge`)
      .set('Cookie', cookie)
      .send(urlBody(`https://${host}/`))
      .expect(400);

    expect(response.body.message).toBe('Invalid URL');
    const after = await request(app.getHttpServer()).get(`/api/agents/${agentId}/knowledge`).set('Cookie', cookie).expect(200);
    expect(after.body).toEqual(before.body);
  });

  it.each([
    ['/empty', () => 'The page has no readable text'],
    ['/missing', () => `Could not fetch ${site.url}/missing: the server answered 404`],
    ['/logo.png', () => `Could not read ${site.url}/logo.png: it is image/png, not a web page`],
    ['/deep', () => `Could not read ${site.url}/deep: its elements nest more than 2000 levels deep`],
  ])('fails %s with a reason', async (path, reason) => {
    const item = await add(path);

    expect(item).toMatchObject({ status: 'failed', processed: true, passageCount: 0, error: reason() });
  });

  it('refuses an address that is not allowed when it is added: a loopback port outside FETCH_ALLOW_HOSTS', async () => {
    const before = await listKnowledge(app, cookie, agentId);
    const address = `${elsewhere.url}/`;

    const response = await request(app.getHttpServer())
      .post(`/api/agents/${agentId}/knowledge`)
      .set('Cookie', cookie)
      .send(urlBody(address))
      .expect(400);

    expect(response.body.message).toBe(`Could not fetch ${address}: the address is not allowed`);
    expect(await listKnowledge(app, cookie, agentId)).toEqual(before);
  });

  it.each(['http://localhost:9/', 'http://10.0.0.5/faq', 'http://[::1]/', 'http://169.254.169.254/latest/meta-data/'])(
    'refuses %s when it is added, before any lookup or connection',
    async (address) => {
      await request(app.getHttpServer()).post(`/api/agents/${agentId}/knowledge`).set('Cookie', cookie).send(urlBody(address)).expect(400);
    },
  );

  it('re-sync fetches the page again and replaces its passages', async () => {
    rulesVersion = 1;
    const item = await add('/rules');
    expect(await joined(item)).toContain('Check-in is from 3 pm.');
    rulesVersion = 2;

    const response = await request(app.getHttpServer()).post(`/api/knowledge/${item.id}/resync`).set('Cookie', cookie).expect(202);

    expect(response.body).toMatchObject({ id: item.id, status: 'processing', processed: false, error: null });
    const resynced = await waitForItem(app, cookie, agentId, item.id);
    expect(resynced.status).toBe('trained');
    const text = await joined(resynced);
    expect(text).toContain('Check-in is from 4 pm now.');
    expect(text).not.toContain('Check-in is from 3 pm.');
  });

  it('keeps what a page taught when its re-sync fails, and says the re-sync failed', async () => {
    rulesVersion = 1;
    const item = await add('/rules');
    rulesVersion = 0;

    await request(app.getHttpServer()).post(`/api/knowledge/${item.id}/resync`).set('Cookie', cookie).expect(202);

    expect(await waitForItem(app, cookie, agentId, item.id)).toMatchObject({
      status: 'trained',
      error: `${RESYNC_FAILED} Could not fetch ${site.url}/rules: the server answered 503`,
      passageCount: item.passageCount,
    });
    expect(await joined(item)).toContain('Check-in is from 3 pm.');
  });

  it("trains another account's single item before the rest of one account's many", async () => {
    const many = await Promise.all(
      Array.from({ length: 6 }, (_, index) => addKnowledge(app, cookie, agentId, urlBody(`${site.url}/slow/${index}`))),
    );
    const other = await signUp(app);
    const otherAgentId = (await createAgent(app, other.cookie)).id;
    const single = await addKnowledge(app, other.cookie, otherAgentId, textBody('Parking', 'Guests park on Gull Lane.'));

    const [singleDone] = await waitUntilProcessed(app, other.cookie, otherAgentId);
    const manyDone = await waitUntilProcessed(app, cookie, agentId);

    expect(singleDone?.id).toBe(single.id);
    const lastOfMany = Math.max(...manyDone.filter((item) => many.some(({ id }) => id === item.id)).map((item) => Date.parse(item.updatedAt)));
    expect(Date.parse(singleDone?.updatedAt ?? '')).toBeLessThan(lastOfMany);
  });

  it('re-sync gives a failed page another chance', async () => {
    const item = await add('/moved');
    expect(item).toMatchObject({ status: 'failed', error: `Could not fetch ${site.url}/moved: the server answered 503` });
    movedPageIsBack = true;

    await request(app.getHttpServer()).post(`/api/knowledge/${item.id}/resync`).set('Cookie', cookie).expect(202);

    expect(await waitForItem(app, cookie, agentId, item.id)).toMatchObject({ status: 'trained', error: null, passageCount: 1 });
    expect(await joined(item)).toContain('Guests park on Gull Lane.');
  });
});
