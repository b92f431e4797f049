import type { IncomingMessage, ServerResponse } from 'node:http';
import { type LocalServer, startLocalServer } from './local-server';

export interface ChatCompletionRequest {
  model: string;
  stream?: boolean;
  max_tokens?: number;
  messages: { role: string; content: string }[];
}

/**
 * `reply`: the whole reply (streamed a few characters at a time when asked to stream), finished
 * with `finishReason` ('stop' unless given: 'length' is a reply cut at the token limit);
 * `pieces`: a streamed reply sent exactly in these deltas, then ended, or left hanging with
 * `thenHang` (a provider that stalls mid-reply), or cut with `thenCut` (the body simply ends,
 * `unfinishedReason: ''`: the empty finish_reason some servers send on every chunk but the last;
 * with no finishing chunk: a proxy or provider that dropped the reply).
 */
export type FakeBehaviour =
  | { reply: string; finishReason?: string }
  | { pieces: string[]; thenHang?: boolean; thenCut?: boolean; unfinishedReason?: '' }
  | { status: number; body?: unknown }
  | { hang: true };

export interface FakeOpenAi extends LocalServer {
  /** The OPENAI_BASE_URL to configure: `<url>/v1`. */
  baseUrl: string;
  requests: ChatCompletionRequest[];
  /** The Authorization header of each request. */
  authorizations: string[];
  respondWith(behaviour: FakeBehaviour): void;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function chunk(model: string, delta: Record<string, string>, finish: string | null): string {
  const body = { id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 1, model, choices: [{ index: 0, delta, finish_reason: finish }] };
  return `data: ${JSON.stringify(body)}\n\n`;
}

function piecesOf(reply: string): string[] {
  const pieces: string[] = [];
  for (let at = 0; at < reply.length; at += 7) {
    pieces.push(reply.slice(at, at + 7));
  }
  return pieces;
}

/** Streams the pieces as server-sent events, the way the real API does, and ends unless told to hang. */
interface StreamEnd {
  thenHang?: boolean;
  thenCut?: boolean;
  finishReason?: string;
  unfinishedReason?: '' | null;
}

function sendStream(response: ServerResponse, model: string, pieces: readonly string[], end: StreamEnd = {}): void {
  const { thenHang = false, thenCut = false, finishReason = 'stop', unfinishedReason = null } = end;
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.write(chunk(model, { role: 'assistant', content: '' }, unfinishedReason));
  for (const piece of pieces) {
    response.write(chunk(model, { content: piece }, unfinishedReason));
  }
  if (thenHang) {
    return;
  }
  if (thenCut) {
    response.end();
    return;
  }
  response.write(chunk(model, {}, finishReason));
  response.end('data: [DONE]\n\n');
}

/** A local server speaking the OpenAI chat-completions protocol (JSON and `stream: true`). */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let behaviour: FakeBehaviour = { reply: 'Hello from the fake model.' };
  const requests: ChatCompletionRequest[] = [];
  const authorizations: string[] = [];
  const server = await startLocalServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: `No route ${request.method} ${request.url}` } }));
      return;
    }
    const body = JSON.parse(await readBody(request)) as ChatCompletionRequest;
    requests.push(body);
    authorizations.push(String(request.headers.authorization ?? ''));
    if ('hang' in behaviour) {
      return;
    }
    if ('status' in behaviour) {
      response.writeHead(behaviour.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(behaviour.body ?? { error: { message: 'The server had an error', type: 'server_error' } }));
      return;
    }
    const pieces = 'pieces' in behaviour ? behaviour.pieces : piecesOf(behaviour.reply);
    const thenHang = 'pieces' in behaviour && behaviour.thenHang === true;
    const finishReason = ('finishReason' in behaviour && behaviour.finishReason) || 'stop';
    if (body.stream) {
      sendStream(response, body.model, pieces, {
        thenHang,
        thenCut: 'pieces' in behaviour && behaviour.thenCut === true,
        finishReason,
        unfinishedReason: 'pieces' in behaviour ? behaviour.unfinishedReason : null,
      });
      return;
    }
    if (thenHang) {
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: 1,
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: pieces.join('') }, finish_reason: finishReason }],
        usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
      }),
    );
  });
  return {
    ...server,
    baseUrl: `${server.url}/v1`,
    requests,
    authorizations,
    respondWith: (next) => {
      behaviour = next;
    },
  };
}
