import { type FakeOpenAi, startFakeOpenAi } from '../../test/support/fake-openai';
import { OpenAiChatModel } from './openai-chat-model';

describe('OpenAiChatModel', () => {
  let fake: FakeOpenAi;
  let model: OpenAiChatModel;
  const messages = [
    { role: 'system' as const, content: 'Answer briefly.' },
    { role: 'user' as const, content: 'When is check-in?' },
  ];

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    model = new OpenAiChatModel({ apiKey: 'sk-test', baseUrl: fake.baseUrl, model: 'gpt-4o-mini', timeoutMs: 500 });
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.respondWith({ reply: 'Check-in is from 3 pm.' });
  });
  afterAll(() => fake.close());

  it('completes a chat through the configured base URL with the key and model', async () => {
    await expect(model.complete(messages)).resolves.toBe('Check-in is from 3 pm.');

    expect(fake.requests).toEqual([expect.objectContaining({ model: 'gpt-4o-mini', messages })]);
    expect(fake.requests[0]?.stream).toBeFalsy();
    expect(fake.authorizations.at(-1)).toBe('Bearer sk-test');
  });

  it('streams the reply in pieces', async () => {
    const pieces: string[] = [];
    for await (const piece of model.stream(messages)) {
      pieces.push(piece);
    }

    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe('Check-in is from 3 pm.');
    expect(fake.requests[0]?.stream).toBe(true);
  });

  it('reads each server-sent delta as it comes, skipping the empty role-only first one', async () => {
    fake.respondWith({ pieces: ['Check-in ', 'is from ', '3 pm [1].'] });

    const pieces: string[] = [];
    for await (const piece of model.stream(messages)) {
      pieces.push(piece);
    }

    expect(pieces).toEqual(['Check-in ', 'is from ', '3 pm [1].']);
  });

  it('gives up on a stream that stalls mid-reply after its timeout', async () => {
    fake.respondWith({ pieces: ['Check-in ', 'is from'], thenHang: true });
    const pieces: string[] = [];
    const started = Date.now();

    await expect(
      (async () => {
        for await (const piece of model.stream(messages)) {
          pieces.push(piece);
        }
      })(),
    ).rejects.toThrow();
    expect(pieces).toEqual(['Check-in ', 'is from']);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('rejects a stream whose body ends before the reply is finished, so a cut reply is never taken for a whole one', async () => {
    fake.respondWith({ pieces: ['Check-in ', 'is from'], thenCut: true });
    const pieces: string[] = [];

    await expect(
      (async () => {
        for await (const piece of model.stream(messages)) {
          pieces.push(piece);
        }
      })(),
    ).rejects.toThrow('The model stream ended before the reply was finished');
    expect(pieces).toEqual(['Check-in ', 'is from']);
  });

  it('stops a stream when the caller aborts', async () => {
    fake.respondWith({ pieces: ['Check-in '], thenHang: true });
    const controller = new AbortController();
    const pieces: string[] = [];

    await expect(
      (async () => {
        for await (const piece of model.stream(messages, { signal: controller.signal })) {
          pieces.push(piece);
          controller.abort();
        }
      })(),
    ).rejects.toThrow();
    expect(pieces).toEqual(['Check-in ']);
  });

  it('rejects on a provider error, without retrying', async () => {
    fake.respondWith({ status: 500 });

    await expect(model.complete(messages)).rejects.toThrow();
    expect(fake.requests).toHaveLength(1);
  });

  it('gives up after its timeout when the provider does not answer', async () => {
    fake.respondWith({ hang: true });
    const started = Date.now();

    await expect(model.complete(messages)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('stops when the caller aborts', async () => {
    fake.respondWith({ hang: true });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);

    await expect(model.complete(messages, { signal: controller.signal })).rejects.toThrow();
  });
});
