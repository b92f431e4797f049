import { useState } from 'react';

export interface WidgetMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: Date;
}

/** The conversation as the visitor sees it, opening with the welcome message. */
export function useWidgetMessages(welcomeMessage: string) {
  const [messages] = useState<WidgetMessage[]>(() =>
    welcomeMessage.trim() ? [{ id: 'welcome', role: 'assistant', content: welcomeMessage, timestamp: new Date() }] : [],
  );
  return messages;
}
