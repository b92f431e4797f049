import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  Agent,
  ConversationUpdatedPayload,
  CreateKnowledgeRequest,
  KnowledgeItem,
  NewMessagePayload,
  ResponsePayload,
  User,
} from '@app/contracts';
import request from 'supertest';
import { sessionCookie, signupBody } from './support/factories';
import { qaBody } from './support/knowledge';
import { freePort } from './support/local-server';
import {
  chatPayload,
  connected,
  dashboardSocket,
  eventually,
  nextEvent,
  pause,
  recordEvents,
  sendChat,
  visitorSocket,
  visitorToken,
} from './support/live-chat';

/**
 * Two real API processes (the built dist/main.js) on one PostgreSQL and one Redis: a widget on
 * one process and a manager's dashboard on the other see each other's messages, and the rate
 * limits count across both. Runs only with DATABASE_URL and REDIS_URL (see jest.config.js).
 */
const API_ROOT = join(__dirname, '..');
const START_TIMEOUT_MS = 60_000;

interface ApiProcess {
  url: string;
  child: ChildProcess;
  output: string[];
}

async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(API_ROOT, 'dist', 'main.js')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`The API process exited with ${child.exitCode}:\n${output.join('')}`);
    }
    const healthy = await request(url)
      .get('/api/health')
      .then((response) => response.status === 200)
      .catch(() => false);
    if (healthy) {
      return { url, child, output };
    }
    if (Date.now() > deadline) {
      throw new Error(`The API process did not start:\n${output.join('')}`);
    }
    await pause(200);
  }
}

async function stopApi(api: ApiProcess | undefined): Promise<void> {
  if (!api || api.child.exitCode !== null) {
    return;
  }
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGTERM');
  const timer = setTimeout(() => api.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

describe('live chat across two API processes (PostgreSQL + Redis)', () => {
  let webRoot: string;
  let first: ApiProcess | undefined;
  let second: ApiProcess | undefined;
  let cookie: string;
  let agent: Agent;
  const sockets: { disconnect(): unknown }[] = [];

  const one = () => first as ApiProcess;
  const two = () => second as ApiProcess;

  /** Adds a knowledge item through `api` and waits until the agent's knowledge is trained. */
  const teach = async (api: ApiProcess, body: CreateKnowledgeRequest): Promise<KnowledgeItem> => {
    const created = await request(api.url).post(`/api/agents/${agent.id}/knowledge`).set('Cookie', cookie).send(body).expect(201);
    await eventually(
      () => request(api.url).get(`/api/agents/${agent.id}/knowledge`).set('Cookie', cookie),
      (response) => response.body.every((item: KnowledgeItem) => item.processed),
      20_000,
    );
    return created.body as KnowledgeItem;
  };

  beforeAll(async () => {
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', join(API_ROOT, 'tsconfig.build.json')], {
      stdio: 'inherit',
    });
    webRoot = await mkdtemp(join(tmpdir(), 'scale-out-web-'));
    const env = {
      LOG_LEVEL: 'warn',
      // Earlier test files signed up many accounts from 127.0.0.1 in the same database.
      SIGNUP_RATE_LIMIT: '1000000',
      WEB_ROOT: webRoot,
      JOB_QUEUE_PREFIX: `scale-out-${randomUUID().slice(0, 8)}`,
      CHAT_VISITOR_RATE_LIMIT: '3',
      CHAT_ADDRESS_RATE_LIMIT: '1000',
    };
    [first, second] = await Promise.all([startApi(env), startApi(env)]);

    const body = signupBody();
    const signup = await request(two().url).post('/api/auth/signup').send(body).expect(201);
    cookie = sessionCookie(signup);
    expect((signup.body as User).email).toBe(body.email);
    agent = (await request(two().url).post('/api/agents').set('Cookie', cookie).send({ name: 'Harbour Lets', status: 'active' }).expect(201))
      .body as Agent;
    await teach(one(), qaBody('Can I bring my dog?', 'Yes, dogs are welcome for a $50 fee.'));
  }, 180_000);
  afterEach(() => {
    sockets.splice(0).forEach((socket) => socket.disconnect());
  });
  afterAll(async () => {
    await Promise.all([stopApi(first), stopApi(second)]);
    await rm(webRoot, { recursive: true, force: true });
  }, 30_000);

  it('shows a visitor on process 1 to a manager on process 2, and the manager’s reply back to the visitor', async () => {
    const visitor = visitorSocket(one().url, { agentId: agent.id });
    const dashboard = dashboardSocket(two().url, cookie);
    sockets.push(visitor, dashboard);
    await Promise.all([connected(visitor), connected(dashboard)]);
    const seen = recordEvents<NewMessagePayload>(dashboard, 'new_message');
    const aiReply = nextEvent<ResponsePayload>(visitor, 'response');

    const ack = await sendChat(visitor, chatPayload(agent.id, 'Can I bring my dog?'));
    const conversationId = ack.ok ? ack.conversationId : '';

    expect((await aiReply).message.content).toContain('$50');
    await eventually(async () => seen, (payloads) => payloads.length === 2);
    expect(seen.map(({ conversationId: id, message }) => [id, message.role])).toEqual([
      [conversationId, 'user'],
      [conversationId, 'assistant'],
    ]);

    const humanReply = nextEvent<ResponsePayload>(visitor, 'response');
    const takenOver = nextEvent<ConversationUpdatedPayload>(dashboard, 'conversation_updated', ({ conversation }) => conversation.status === 'human');
    const sent = await request(two().url)
      .post(`/api/conversations/${conversationId}/messages`)
      .set('Cookie', cookie)
      .send({ message: 'Sam here from the office.' })
      .expect(201);

    expect((await humanReply).message).toEqual(sent.body);
    expect((await takenOver).conversation.id).toBe(conversationId);
  });

  it("shows what a visitor writes in one tab, on process 1, in their other tab, on process 2, and not back to the first", async () => {
    const token = visitorToken();
    const writing = visitorSocket(one().url, { agentId: agent.id, token });
    const watching = visitorSocket(two().url, { agentId: agent.id, token });
    sockets.push(writing, watching);
    await Promise.all([connected(writing), connected(watching)]);
    const heardWriting = recordEvents<ResponsePayload>(writing, 'response');
    const heardWatching = recordEvents<ResponsePayload>(watching, 'response');

    await sendChat(writing, chatPayload(agent.id, 'Can I bring my dog?', 'two-tabs-1'));
    await eventually(async () => heardWatching, (payloads) => payloads.length === 2);
    await eventually(async () => heardWriting, (payloads) => payloads.some(({ message }) => message.role === 'assistant'));

    expect(heardWatching.map(({ message }) => message.role)).toEqual(['user', 'assistant']);
    expect(heardWatching[0]?.message.clientMessageId).toBe('two-tabs-1');
    expect(heardWriting.map(({ message }) => message.role)).toEqual(['assistant']);
  });

  it('keeps another account’s dashboard, on either process, out of it', async () => {
    const strangerSignup = await request(one().url).post('/api/auth/signup').send(signupBody()).expect(201);
    const stranger = sessionCookie(strangerSignup);
    const strangerOnOne = dashboardSocket(one().url, stranger);
    const strangerOnTwo = dashboardSocket(two().url, stranger);
    const owner = dashboardSocket(two().url, cookie);
    const visitor = visitorSocket(one().url, { agentId: agent.id });
    sockets.push(strangerOnOne, strangerOnTwo, owner, visitor);
    await Promise.all([connected(strangerOnOne), connected(strangerOnTwo), connected(owner), connected(visitor)]);
    const leaked = [...['new_message', 'conversation_updated'].flatMap((event) => [recordEvents(strangerOnOne, event), recordEvents(strangerOnTwo, event)])];
    const ownerSeen = recordEvents<NewMessagePayload>(owner, 'new_message');

    await sendChat(visitor, chatPayload(agent.id, 'Can I bring my dog?'));
    await eventually(async () => ownerSeen, (payloads) => payloads.length === 2);
    await pause(300);

    expect(leaked.flat()).toEqual([]);
  });

  it('answers on one process from knowledge another process changed, though the same question was answered before', async () => {
    const ask = async (): Promise<string> => {
      const visitor = visitorSocket(one().url, { agentId: agent.id });
      sockets.push(visitor);
      await connected(visitor);
      const response = nextEvent<ResponsePayload>(visitor, 'response');
      await sendChat(visitor, chatPayload(agent.id, 'Is there a swimming pool?'));
      return (await response).message.content;
    };
    const before = await ask();
    expect(before).not.toContain('heated pool');

    const item = await teach(two(), qaBody('Is there a pool?', 'Yes, a heated pool, open 8 am to 8 pm.'));
    expect(await ask()).toContain('heated pool');

    await request(two().url).delete(`/api/knowledge/${item.id}`).set('Cookie', cookie).expect(204);
    expect(await ask()).toBe(before);
  });

  it('counts a visitor’s messages on both processes against one limit', async () => {
    const token = visitorToken();
    const onOne = visitorSocket(one().url, { agentId: agent.id, token });
    const onTwo = visitorSocket(two().url, { agentId: agent.id, token });
    sockets.push(onOne, onTwo);
    await Promise.all([connected(onOne), connected(onTwo)]);

    const acks = [
      await sendChat(onOne, chatPayload(agent.id, 'one')),
      await sendChat(onTwo, chatPayload(agent.id, 'two')),
      await sendChat(onOne, chatPayload(agent.id, 'three')),
      await sendChat(onTwo, chatPayload(agent.id, 'four')),
    ];

    expect(acks.map((ack) => ack.ok)).toEqual([true, true, true, false]);
  });
});
