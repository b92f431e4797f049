import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { BullMqJobRunner } from '../src/jobs/bullmq-job-runner';
import { JobRunner } from '../src/jobs/job-runner';
import { KNOWLEDGE_QUEUE } from '../src/knowledge/knowledge-queue';
import { createAgent, signUp } from './support/factories';
import { addKnowledge, passagesOf, qaBody, textBody, urlBody, waitForItem, waitUntilProcessed } from './support/knowledge';
import { type LocalServer, startLocalServer } from './support/local-server';
import { createTestApp } from './support/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('knowledge processing on the BullMQ queue (REDIS_URL set)', () => {
  const prefix = `test-api-${randomUUID()}`;
  const redis = new IORedis(REDIS_URL);
  let site: LocalServer;
  let first: NestFastifyApplication;
  let second: NestFastifyApplication;
  let cookie: string;
  let agentId: string;

  beforeAll(async () => {
    site = await startLocalServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end('<html><head><title>Parking</title></head><body><main><p>Guests park on Gull Lane.</p></main></body></html>');
    });
    const env = { REDIS_URL, JOB_QUEUE_PREFIX: prefix, FETCH_ALLOW_HOSTS: site.hostPort };
    // Two API processes sharing one queue, as in a deployment with several replicas.
    [first, second] = await Promise.all([createTestApp(env), createTestApp(env)]);
    ({ cookie } = await signUp(first));
    agentId = (await createAgent(first, cookie)).id;
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await site.close();
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) {
      await redis.del(...keys);
    }
    await redis.quit();
  });

  it('uses the Redis queue', () => {
    expect(first.get(JobRunner)).toBeInstanceOf(BullMqJobRunner);
    expect(second.get(JobRunner)).toBeInstanceOf(BullMqJobRunner);
  });

  it('processes every kind of item through the queue', async () => {
    await addKnowledge(first, cookie, agentId, textBody('Bins', 'Bins go out on Thursday night.'));
    await addKnowledge(first, cookie, agentId, qaBody('Is there wifi?', 'Yes, the network is Driftwood-Guest.'));
    await addKnowledge(first, cookie, agentId, urlBody(`${site.url}/parking`));
    await request(first.getHttpServer())
      .post(`/api/agents/${agentId}/knowledge/upload`)
      .set('Cookie', cookie)
      .attach('files', readFileSync(join(__dirname, 'fixtures/documents/house-rules.pdf')), 'house-rules.pdf')
      .expect(201);

    const items = await waitUntilProcessed(first, cookie, agentId);

    expect(items.map((item) => [item.type, item.status])).toEqual([
      ['document', 'trained'],
      ['url', 'trained'],
      ['qa', 'trained'],
      ['text', 'trained'],
    ]);
    expect((await redis.keys(`${prefix}:${KNOWLEDGE_QUEUE}:*`)).length).toBeGreaterThan(0);
  });

  it('does a job another process put on the queue', async () => {
    const created = await addKnowledge(first, cookie, agentId, textBody('Heating', 'The thermostat is in the hallway.'));
    await waitForItem(first, cookie, agentId, created.id);
    // As a process that stopped before its job ran would leave it: queued, processing, lease still running.
    const db = first.get(DataSource);
    await db.query(`DELETE FROM knowledge_passages WHERE item_id = $1`, [created.id]);
    await db.query(
      `UPDATE knowledge_items SET status = 'processing', passage_count = 0, revision = revision + 1,
              lease_expires_at = now() + interval '2 minutes' WHERE id = $1`,
      [created.id],
    );
    const connection = new IORedis(REDIS_URL, { maxRetriesPerRequest: null });
    const producer = new Queue(KNOWLEDGE_QUEUE, { connection, prefix });
    try {
      await producer.add(KNOWLEDGE_QUEUE, { itemId: created.id, revision: 2 }, { jobId: `${created.id}-2`, removeOnComplete: true });
    } finally {
      await producer.close();
      await connection.quit();
    }

    const item = await waitForItem(second, cookie, agentId, created.id);

    expect(item).toMatchObject({ status: 'trained', passageCount: 1 });
    expect(await passagesOf(second, created.id)).toHaveLength(1);
  });
});
