import type { ChatErrorPayload } from '@app/contracts';

/** What a widget is told (as `chat_error`, and in the ack where there is one) when chat stops. */
export const RATE_LIMITED: ChatErrorPayload = {
  code: 'rate_limited',
  message: 'You are sending messages too quickly. Please wait a moment.',
};

export const AGENT_UNAVAILABLE: ChatErrorPayload = {
  code: 'agent_unavailable',
  message: 'This assistant is not available right now.',
};

export const ORIGIN_NOT_ALLOWED: ChatErrorPayload = {
  code: 'origin_not_allowed',
  message: 'This chat is not available on this website.',
};
