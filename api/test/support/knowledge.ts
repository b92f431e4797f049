import type { CreateKnowledgeRequest, KnowledgeItem } from '@app/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';

export function qaBody(question: string, answer: string): CreateKnowledgeRequest {
  return { type: 'qa', content: JSON.stringify({ question, answer }) };
}

export function textBody(title: string, content: string): CreateKnowledgeRequest {
  return { type: 'text', title, content };
}

export function urlBody(address: string): CreateKnowledgeRequest {
  return { type: 'url', content: address };
}

export async function addKnowledge(
  app: NestFastifyApplication,
  cookie: string,
  agentId: string,
  body: CreateKnowledgeRequest,
): Promise<KnowledgeItem> {
  const response = await request(app.getHttpServer())
    .post(`/api/agents/${agentId}/knowledge`)
    .set('Cookie', cookie)
    .send(body)
    .expect(201);
  return response.body as KnowledgeItem;
}

export async function listKnowledge(app: NestFastifyApplication, cookie: string, agentId: string): Promise<KnowledgeItem[]> {
  const response = await request(app.getHttpServer()).get(`/api/agents/${agentId}/knowledge`).set('Cookie', cookie).expect(200);
  return response.body as KnowledgeItem[];
}

/**
 * Polls the list the way the dashboard does until every item has finished processing (or the
 * time runs out, which fails the test with the last list seen).
 */
export async function waitUntilProcessed(
  app: NestFastifyApplication,
  cookie: string,
  agentId: string,
  timeoutMs = 20_000,
): Promise<KnowledgeItem[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const items = await listKnowledge(app, cookie, agentId);
    if (items.every((item) => item.processed)) {
      return items;
    }
    if (Date.now() > deadline) {
      throw new Error(`Knowledge still processing after ${timeoutMs} ms: ${JSON.stringify(items)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function waitForItem(
  app: NestFastifyApplication,
  cookie: string,
  agentId: string,
  itemId: string,
): Promise<KnowledgeItem> {
  const items = await waitUntilProcessed(app, cookie, agentId);
  const item = items.find((candidate) => candidate.id === itemId);
  if (!item) {
    throw new Error(`Item ${itemId} is not in the list`);
  }
  return item;
}

export interface StoredPassage {
  kind: string;
  title: string;
  question: string | null;
  content: string;
}

/** What retrieval searches: read straight from the table, as the answer service does. */
export function passagesOf(app: NestFastifyApplication, itemId: string): Promise<StoredPassage[]> {
  return app
    .get(DataSource)
    .query(`SELECT kind, title, question, content FROM knowledge_passages WHERE item_id = $1 ORDER BY content`, [itemId]);
}
