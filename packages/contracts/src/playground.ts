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

/** The longest message the playground takes. */
export const PLAYGROUND_MESSAGE_MAX_LENGTH = 4000;
/** Earlier turns sent with a message: the most recent ones, more than any answer reads. */
export const PLAYGROUND_HISTORY_MAX_TURNS = 50;
/** The longest earlier turn: replies can be longer than a question. */
export const PLAYGROUND_TURN_MAX_LENGTH = 10_000;

export interface PlaygroundChatRequest {
  agentId: string;
  message: string;
  conversationHistory?: ChatTurn[];
}

export interface PlaygroundChatResponse {
  response: string;
  sources: AnswerSource[];
  /**
   * For the manager trying the agent, not part of the reply: present when the language model
   * failed and the reply came from the knowledge alone (a visitor would have had the same reply).
   */
  notice?: string;
}
