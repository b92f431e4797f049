export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatOptions {
  /** Aborts the call; the model's own timeout applies as well. */
  signal?: AbortSignal;
}

/** A chat-completions model behind one interface, so the provider can change without touching callers. */
export abstract class ChatModel {
  /** The whole reply at once. */
  abstract complete(messages: ChatMessage[], options?: ChatOptions): Promise<string>;

  /** The reply in pieces as the provider produces them. */
  abstract stream(messages: ChatMessage[], options?: ChatOptions): AsyncIterable<string>;
}

/** Injection token of the configured model: a ChatModel, or null when no provider key is set. */
export const CHAT_MODEL = Symbol('CHAT_MODEL');
