export type ChatRole = 'user' | 'assistant';

export interface ChatTurn {
  role: ChatRole;
  content: string;
}

/** A knowledge item an answer was drawn from, for citations under the reply. */
export interface AnswerSource {
  id: string;
  title: string;
}

export interface PlaygroundChatRequest {
  agentId: string;
  message: string;
  conversationHistory?: ChatTurn[];
}

export interface PlaygroundChatResponse {
  response: string;
  sources: AnswerSource[];
}
