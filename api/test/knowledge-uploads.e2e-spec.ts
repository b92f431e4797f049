import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { KnowledgeItem } from '@app/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createAgent, signUp } from './support/factories';
import { listKnowledge, passagesOf, waitUntilProcessed } from './support/knowledge';
import { createTestApp } from './support/test-app';

const FIXTURES = join(__dirname, 'fixtures/documents');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));
const KNOWN_SENTENCE = 'Check-in is from 3 pm. Check-out is by 11 am.';
const MEGABYTE = 1024 * 1024;

describe('knowledge uploads', () => {
  let app: NestFastifyApplication;
  let cookie: string;
  let agentId: string;

  const upload = (files: [name: string, data: Buffer][], field = 'files') => {
    const call = request(app.getHttpServer()).post(`/api/agents/${agentId}/knowledge/upload`).set('Cookie', cookie);
    for (const [name, data] of files) {
      void call.attach(field, data, name);
    }
    return call;
  };

  beforeAll(async () => {
    app = await createTestApp();
    ({ cookie } = await signUp(app));
  });
  beforeEach(async () => {
    agentId = (await createAgent(app, cookie)).id;
  });
  afterAll(() => app.close());

  it('stores PDF, DOC, DOCX and TXT files as documents that become trained with their text', async () => {
    const names = ['house-rules.pdf', 'house-rules.doc', 'house-rules.docx', 'house-rules.txt', 'house-rules-utf16.txt'];

    const response = await upload(names.map((name) => [name, fixture(name)])).expect(201);

    const created = response.body as KnowledgeItem[];
    expect(created).toEqual(
      names.map((name) =>
        expect.objectContaining({ agentId, type: 'document', title: name, content: '', processed: false, status: 'processing' }),
      ),
    );
    const items = await waitUntilProcessed(app, cookie, agentId);
    expect(items).toHaveLength(names.length);
    for (const item of items) {
      expect(item).toMatchObject({ status: 'trained', processed: true, error: null });
      expect(item.content).toContain(KNOWN_SENTENCE);
      expect(item.content).toContain('The café on the corner opens at 8 am.');
      const passages = await passagesOf(app, item.id);
      expect(passages).toHaveLength(item.passageCount);
      expect(passages.map((passage) => passage.content).join('\n')).toContain(KNOWN_SENTENCE);
      expect(passages[0]?.title).toMatch(/^house-rules(-utf16)?( — |$)/);
    }
  });

  it('lists files uploaded together in the order they were picked, with a long text cut to its beginning', async () => {
    const names = Array.from({ length: 6 }, (_, index) => `manual-${index}.txt`);
    const longText = `${KNOWN_SENTENCE} ${'The pool is open from 9 am to 8 pm. '.repeat(200)}`;

    const created = (await upload(names.map((name) => [name, Buffer.from(longText)])).expect(201)).body as KnowledgeItem[];
    expect(created.map((item) => item.title)).toEqual(names);

    const items = await waitUntilProcessed(app, cookie, agentId);
    expect(items.map((item) => item.title)).toEqual(names);
    for (const item of items) {
      expect(item.content).toBe(longText.slice(0, 1000));
      expect((await passagesOf(app, item.id)).map((passage) => passage.content).join(' ')).toContain('9 am to 8 pm');
    }
  });

  it('a file of an accepted type that cannot be read becomes a failed item with the reason', async () => {
    await upload([
      ['corrupt.pdf', fixture('corrupt.pdf')],
      ['blank.pdf', fixture('blank.pdf')],
      ['house-rules.txt', fixture('house-rules.txt')],
    ]).expect(201);

    const items = await waitUntilProcessed(app, cookie, agentId);

    const byTitle = Object.fromEntries(items.map((item) => [item.title, item]));
    expect(byTitle['corrupt.pdf']).toMatchObject({
      status: 'failed',
      processed: true,
      passageCount: 0,
      error: expect.stringMatching(/^corrupt\.pdf could not be read: /),
    });
    expect(byTitle['blank.pdf']).toMatchObject({
      status: 'failed',
      error: 'blank.pdf could not be read: it contains no text (a scanned PDF holds only images of text)',
    });
    expect(byTitle['house-rules.txt']).toMatchObject({ status: 'trained' });
    expect(await passagesOf(app, byTitle['corrupt.pdf']!.id)).toEqual([]);
  });

  it('refuses a file whose content is not its type, naming it, and stores nothing', async () => {
    const response = await upload([
      ['house-rules.txt', fixture('house-rules.txt')],
      ['image.pdf', fixture('image.pdf')],
    ]).expect(400);

    expect(response.body).toEqual({
      statusCode: 400,
      message: 'image.pdf is not a PDF file (it looks like a PNG image)',
      error: 'Bad Request',
    });
    expect(await listKnowledge(app, cookie, agentId)).toEqual([]);
  });

  it.each([
    ['program.txt', fixture('program.txt'), 'program.txt is not a plain text file (it looks like a program)'],
    ['empty.txt', Buffer.alloc(0), 'empty.txt is empty'],
    ['notes.rtf', Buffer.from('{\\rtf1 Hello}'), 'notes.rtf is not a supported document; upload a PDF, DOC, DOCX or TXT file'],
  ])('refuses %s', async (name, data, message) => {
    const response = await upload([[name, data]]).expect(400);

    expect(response.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    expect(await listKnowledge(app, cookie, agentId)).toEqual([]);
  });

  it('refuses a file over 10 MB with a 413 naming it, and stores nothing', async () => {
    const big = Buffer.alloc(11 * MEGABYTE, 'Check-in is from 3 pm.\n');

    const response = await upload([
      ['house-rules.txt', fixture('house-rules.txt')],
      ['big.txt', big],
    ]).expect(413);

    expect(response.body).toEqual({ statusCode: 413, message: 'big.txt is larger than 10 MB', error: 'Payload Too Large' });
    expect(await listKnowledge(app, cookie, agentId)).toEqual([]);
  });

  it('accepts a file of exactly 10 MB', async () => {
    // Blank, so reading it fails at once: 15,000 passages written by the one connection of the
    // embedded database would hold up the next requests (a known limit, see the README).
    const response = await upload([['exactly-ten.txt', Buffer.alloc(10 * MEGABYTE, ' ')]]).expect(201);

    const [item] = response.body as KnowledgeItem[];
    expect(item).toMatchObject({ title: 'exactly-ten.txt', status: 'processing' });
    await request(app.getHttpServer()).delete(`/api/knowledge/${item!.id}`).set('Cookie', cookie).expect(204);
  });

  it('needs files, sent as multipart in the files field', async () => {
    const none = await request(app.getHttpServer())
      .post(`/api/agents/${agentId}/knowledge/upload`)
      .set('Cookie', cookie)
      .field('note', 'no files here')
      .expect(400);
    expect(none.body.message).toBe('Choose at least one file to upload');

    const json = await request(app.getHttpServer())
      .post(`/api/agents/${agentId}/knowledge/upload`)
      .set('Cookie', cookie)
      .send({ files: [] })
      .expect(400);
    expect(json.body.message).toBe('Send the files as multipart/form-data in the "files" field');

    const wrongField = await upload([['house-rules.txt', fixture('house-rules.txt')]], 'file').expect(400);
    expect(wrongField.body.message).toBe('Send the files as multipart/form-data in the "files" field');
    expect(await listKnowledge(app, cookie, agentId)).toEqual([]);
  });

  it('refuses more than 20 files at a time with a 413, and stores nothing', async () => {
    const files = Array.from({ length: 21 }, (_, index): [string, Buffer] => [`notes-${index}.txt`, fixture('house-rules.txt')]);

    const response = await upload(files).expect(413);

    expect(response.body.message).toBe('Upload at most 20 files at a time');
    expect(await listKnowledge(app, cookie, agentId)).toEqual([]);
  });

  it.each([
    ['a body cut off inside a file', '--edge\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\n\r\nCheck-in', 'multipart/form-data; boundary=edge'],
    ['a content type without a boundary', 'anything', 'multipart/form-data'],
  ])('answers %s with a 400, and stores nothing', async (_case, body, contentType) => {
    const response = await request(app.getHttpServer())
      .post(`/api/agents/${agentId}/knowledge/upload`)
      .set('Cookie', cookie)
      .set('Content-Type', contentType)
      .send(body)
      .expect(400);

    expect(response.body.message).toBe('The upload was incomplete or malformed');
    expect(await listKnowledge(app, cookie, agentId)).toEqual([]);
  });

  it('refuses a file part without a filename with a 400, and stores nothing', async () => {
    const body = '--edge\r\nContent-Disposition: form-data; name="files"\r\nContent-Type: application/octet-stream\r\n\r\nCheck-in is at 3 pm.\r\n--edge--\r\n';
    const response = await request(app.getHttpServer())
      .post(`/api/agents/${agentId}/knowledge/upload`)
      .set('Cookie', cookie)
      .set('Content-Type', 'multipart/form-data; boundary=edge')
      .send(body)
      .expect(400);

    expect(response.body.message).toBe('The file is not a supported document; upload a PDF, DOC, DOCX or TXT file');
    expect(await listKnowledge(app, cookie, agentId)).toEqual([]);
  });

  it('answers an empty multipart body as a form without files', async () => {
    const response = await request(app.getHttpServer())
      .post(`/api/agents/${agentId}/knowledge/upload`)
      .set('Cookie', cookie)
      .set('Content-Type', 'multipart/form-data; boundary=edge')
      .send('')
      .expect(400);

    expect(response.body.message).toBe('Choose at least one file to upload');
  });

  it('keeps serving the connection after a refused upload', async () => {
    const agent = request.agent(app.getHttpServer());
    const big = Buffer.alloc(11 * MEGABYTE, 'x');
    await agent.post(`/api/agents/${agentId}/knowledge/upload`).set('Cookie', cookie).attach('files', big, 'big.txt').expect(413);

    await agent.get(`/api/agents/${agentId}/knowledge`).set('Cookie', cookie).expect(200);
  });
});
