import OpenAI from 'openai';
import type { OpenAiSettings } from '../config/app-config';
import { type ChatMessage, ChatModel, type ChatOptions } from './chat-model';

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
    const completion = await this.client.chat.completions.create(
      { model: this.settings.model, messages },
      { signal: this.deadline(options.signal) },
    );
    return completion.choices[0]?.message?.content ?? '';
  }

  async *stream(messages: ChatMessage[], options: ChatOptions = {}): AsyncIterable<string> {
    const signal = this.deadline(options.signal);
    const chunks = await this.client.chat.completions.create({ model: this.settings.model, messages, stream: true }, { signal });
    let finished = false;
    for await (const chunk of chunks) {
      const delta = chunk.choices[0]?.delta?.content;
      if (delta) {
        yield delta;
      }
      finished ||= Boolean(chunk.choices[0]?.finish_reason);
    }
    // The client ends an aborted stream quietly, and so does a body that simply stops: either
    // would pass a cut-off reply for a whole one.
    signal.throwIfAborted();
    if (!finished) {
      throw new Error('The model stream ended before the reply was finished');
    }
  }

  /** The client's timeout stops at the response headers; this one also bounds reading the body. */
  private deadline(signal: AbortSignal | undefined): AbortSignal {
    const timeout = AbortSignal.timeout(this.settings.timeoutMs);
    return signal ? AbortSignal.any([signal, timeout]) : timeout;
  }
}
