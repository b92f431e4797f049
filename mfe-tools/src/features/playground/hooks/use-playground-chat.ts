import { useState } from 'react';

export interface PlaygroundMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
}

/** The conversation with the chosen agent and the message being typed. */
export function usePlaygroundChat() {
  const [messages, setMessages] = useState<PlaygroundMessage[]>([]);
  const [draft, setDraft] = useState('');
  return { messages, draft, setDraft, clear: () => setMessages([]) };
}
