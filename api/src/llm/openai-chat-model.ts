import OpenAI from 'openai';
import { Deadline } from '../common/deadline';
import type { OpenAiSettings } from '../config/app-config';
import { type ChatMessage, ChatModel, type ChatOptions } from './chat-model';

/**
 * A visitor's reply is a few sentences; this bounds a model that runs on (about 4,000
 * characters), and what a reply costs. A reply cut here counts as a failure (see assertWhole).
 */
export const REPLY_MAX_TOKENS = 1000;
/** The same bound in characters, for servers that do not honour max_tokens. */
export const REPLY_MAX_CHARS = 8000;

/**
 * The official OpenAI client, pointed at OPENAI_BASE_URL when set (any server speaking the
 * chat-completions protocol). No retries: a caller waiting on a reply prefers a quick fallback.
 */
export class OpenAiChatModel extends ChatModel {
  private readonly client: OpenAI;

  constructor(private readonly settings: OpenAiSettings) {
    super();
    this.client = new OpenAI({
      apiKey: settings.apiKey,
      baseURL: settings.baseUrl ?? undefined,
      timeout: settings.timeoutMs,
      maxRetries: 0,
    });
  }

  async complete(messages: ChatMessage[], options: ChatOptions = {}): Promise<string> {
    const deadline = this.deadline(options.signal);
    try {
      const completion = await this.client.chat.completions.create(
        { model: this.settings.model, messages, max_tokens: REPLY_MAX_TOKENS },
        { signal: deadline.signal },
      );
      const [choice] = completion.choices;
      assertWhole(choice?.finish_reason);
      const content = choice?.message?.content ?? '';
      assertBounded(content.length);
      return content;
    } finally {
      deadline.clear();
    }
  }

  async *stream(messages: ChatMessage[], options: ChatOptions = {}): AsyncIterable<string> {
    const deadline = this.deadline(options.signal);
    try {
      const chunks = await this.client.chat.completions.create(
        { model: this.settings.model, messages, stream: true, max_tokens: REPLY_MAX_TOKENS },
        { signal: deadline.signal },
      );
      let finishReason: string | null = null;
      let length = 0;
      for await (const chunk of chunks) {
        const delta = chunk.choices[0]?.delta?.content;
        if (delta) {
          length += delta.length;
          assertBounded(length);
          yield delta;
        }
        // Some servers (Ollama, sglang) send an empty finish_reason on every chunk but the last.
        finishReason ||= chunk.choices[0]?.finish_reason || null;
      }
      // The client ends an aborted stream quietly, and so does a body that simply stops: either
      // would pass a cut-off reply for a whole one.
      deadline.signal.throwIfAborted();
      if (!finishReason) {
        throw new Error('The model stream ended before the reply was finished');
      }
      assertWhole(finishReason);
    } finally {
      deadline.clear();
    }
  }

  /** The client's timeout stops at the response headers; this one also bounds reading the body. */
  private deadline(signal: AbortSignal | undefined): Deadline {
    return new Deadline(this.settings.timeoutMs, signal);
  }
}

/**
 * A reply the model stopped writing at its token limit, or that a content filter cut, is not a
 * whole answer: the caller falls back as for any failure, rather than store half a sentence.
 */
function assertWhole(finishReason: string | null | undefined): void {
  if (finishReason === 'length' || finishReason === 'content_filter') {
    throw new Error(`The model's reply was cut off (${finishReason})`);
  }
}

function assertBounded(length: number): void {
  if (length > REPLY_MAX_CHARS) {
    throw new Error(`The model's reply ran over ${REPLY_MAX_CHARS} characters`);
  }
}
