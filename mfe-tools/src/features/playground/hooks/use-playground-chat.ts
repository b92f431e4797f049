import { useRef, useState } from 'react';
import { type AnswerSource, type ChatRole, type ChatTurn, PLAYGROUND_HISTORY_MAX_TURNS, PLAYGROUND_TURN_MAX_LENGTH } from '@app/contracts';
import { useSendPlaygroundMessageMutation } from '../api';
import { EMPTY_REPLY, FAILED_REPLY } from '../playground-replies';

export interface PlaygroundMessage {
  id: string;
  role: ChatRole;
  content: string;
  sources: AnswerSource[];
  /** Said to the manager beside the reply (see PlaygroundChatResponse.notice). */
  notice?: string;
  /** Written by the playground itself (failure or empty-reply text), so never sent back as history. */
  local?: boolean;
}

let sequence = 0;

function message(role: ChatRole, content: string, extra: Partial<PlaygroundMessage> = {}): PlaygroundMessage {
  sequence += 1;
  return { id: `m${sequence}`, role, content, sources: [], ...extra };
}

/** The latest turns the API takes, so a long chat goes on answering. */
function historyOf(messages: PlaygroundMessage[]): ChatTurn[] {
  return messages
    .filter((entry) => !entry.local)
    .slice(-PLAYGROUND_HISTORY_MAX_TURNS)
    .map(({ role, content }) => ({ role, content: content.slice(0, PLAYGROUND_TURN_MAX_LENGTH) }));
}

/** One conversation with one agent: mount it per agent so switching agents starts afresh. */
export function usePlaygroundChat(agentId: string | undefined) {
  const [messages, setMessages] = useState<PlaygroundMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [waiting, setWaiting] = useState(false);
  const [sendMessage] = useSendPlaygroundMessageMutation();
  // Bumped by Clear, so a reply still on its way does not land in the emptied chat.
  const conversation = useRef(0);

  const text = draft.trim();
  const canSend = Boolean(agentId) && text.length > 0 && !waiting;

  async function send() {
    if (!agentId || !canSend) return;
    const asked = conversation.current;
    const conversationHistory = historyOf(messages);
    setMessages((current) => [...current, message('user', text)]);
    setDraft('');
    setWaiting(true);

    let reply: PlaygroundMessage;
    try {
      const answer = await sendMessage({ agentId, message: text, conversationHistory }).unwrap();
      reply = answer.response?.trim()
        ? message('assistant', answer.response, { sources: answer.sources ?? [], notice: answer.notice })
        : message('assistant', EMPTY_REPLY, { local: true });
    } catch {
      reply = message('assistant', FAILED_REPLY, { local: true });
    }
    if (conversation.current !== asked) return;
    setMessages((current) => [...current, reply]);
    setWaiting(false);
  }

  function clear() {
    conversation.current += 1;
    setMessages([]);
    setWaiting(false);
  }

  return { messages, draft, setDraft, waiting, canSend, send, clear };
}

export type PlaygroundChat = ReturnType<typeof usePlaygroundChat>;
