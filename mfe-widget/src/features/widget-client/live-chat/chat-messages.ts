import type { ChunkPayload, ConversationMessage, MessageRole } from '@app/contracts';

export interface WidgetMessage {
  /** The server's id; `local:<clientMessageId>` for the visitor's message until the server confirms it. */
  id: string;
  role: MessageRole;
  content: string;
  timestamp: Date;
  clientMessageId?: string | null;
  /** The visitor's message is waiting in the outbox for the server to confirm it. */
  pending?: boolean;
  /** Not delivered, and this page will not send it again: the server refused it, or the chat closed for good. */
  failed?: boolean;
  /** A reply still being written, part by part. */
  streaming?: boolean;
  /** Made by the widget itself (welcome text, connection trouble): never part of the conversation. */
  local?: boolean;
}

export const WELCOME_ID = 'welcome';

export const TROUBLE_CONNECTING = "I'm having trouble connecting. Please try again in a moment.";

export function welcomeMessage(text: string): WidgetMessage[] {
  return text.trim() ? [{ id: WELCOME_ID, role: 'assistant', content: text, timestamp: new Date(), local: true }] : [];
}

export function localId(clientMessageId: string): string {
  return `local:${clientMessageId}`;
}

export function fromServer(message: ConversationMessage): WidgetMessage {
  return { id: message.id, role: message.role, content: message.content, timestamp: new Date(message.createdAt), clientMessageId: message.clientMessageId };
}

function isConfirmed(message: WidgetMessage): boolean {
  return !message.local && !message.pending && !message.failed && !message.streaming;
}

/**
 * Messages from the server merged into the list: one entry per id, and the server's copy of a
 * message the visitor sent replaces the pending bubble with the same clientMessageId. New ones go
 * at the end (`live`) or, for history from a sync, right after the newest confirmed message so
 * the visitor's unsent messages stay last. Order never depends on the visitor's clock.
 */
export function mergeServerMessages(messages: WidgetMessage[], incoming: ConversationMessage[], placement: 'live' | 'history' = 'live'): WidgetMessage[] {
  const next = [...messages];
  const added: WidgetMessage[] = [];
  for (const message of incoming) {
    const byId = next.findIndex((existing) => existing.id === message.id);
    const index =
      byId !== -1 || !message.clientMessageId ? byId : next.findIndex((existing) => existing.pending && existing.clientMessageId === message.clientMessageId);
    if (index !== -1) {
      next[index] = fromServer(message);
    } else if (!added.some((existing) => existing.id === message.id)) {
      added.push(fromServer(message));
    }
  }
  if (placement === 'live') {
    return [...next, ...added];
  }
  added.sort((first, second) => first.timestamp.getTime() - second.timestamp.getTime());
  const lastConfirmed = next.findLastIndex(isConfirmed);
  const at = lastConfirmed === -1 ? next.findLastIndex((message) => message.id === WELCOME_ID) + 1 : lastConfirmed + 1;
  return [...next.slice(0, at), ...added, ...next.slice(at)];
}

/** The visitor's message as the server stored it: it takes the server's id and stops waiting. */
export function confirmSent(
  messages: WidgetMessage[],
  sent: { clientMessageId: string; content: string; createdAt: string },
  messageId: string,
): WidgetMessage[] {
  const pendingId = localId(sent.clientMessageId);
  if (messages.some((message) => message.id === messageId)) {
    return messages.filter((message) => message.id !== pendingId);
  }
  if (messages.some((message) => message.id === pendingId)) {
    return messages.map((message) => (message.id === pendingId ? { ...message, id: messageId, pending: false } : message));
  }
  // Written in another tab, whose outbox this tab shares and sent after a reconnection: the
  // server tells the other tabs, not the sender, so this tab shows it now or never.
  return [
    ...messages,
    { id: messageId, role: 'user', content: sent.content, timestamp: new Date(sent.createdAt), clientMessageId: sent.clientMessageId },
  ];
}

export function markFailed(messages: WidgetMessage[], clientMessageId: string): WidgetMessage[] {
  return messages.map((message) => (message.id === localId(clientMessageId) ? { ...message, pending: false, failed: true } : message));
}

/**
 * What still waits to be sent once the connection has closed for good (the agent was switched
 * off): nothing on this page sends it any more. It stays in the outbox, for the next visit to send.
 */
export function markPendingFailed(messages: WidgetMessage[]): WidgetMessage[] {
  if (!messages.some((message) => message.pending)) {
    return messages;
  }
  return messages.map((message) => (message.pending ? { ...message, pending: false, failed: true } : message));
}

/**
 * The welcome is made when the page loads but shown above everything: below it, messages kept
 * from earlier visits would be older. It takes the oldest one's time so the times read in order.
 */
export function backdateWelcome(messages: WidgetMessage[]): WidgetMessage[] {
  const oldest = Math.min(...messages.filter((message) => message.id !== WELCOME_ID).map((message) => message.timestamp.getTime()));
  return messages.map((message) => (message.id === WELCOME_ID && message.timestamp.getTime() > oldest ? { ...message, timestamp: new Date(oldest) } : message));
}

/** Part of a reply as it is written: appended to the reply with that id, created on the first part. */
export function appendChunk(messages: WidgetMessage[], { messageId, offset, delta }: ChunkPayload): WidgetMessage[] {
  const existing = messages.find((message) => message.id === messageId);
  if (!existing) {
    // Joined mid-reply (after a reconnect): the beginning is gone, so the finished reply will show it whole.
    if (offset > 0) return messages;
    return [...messages, { id: messageId, role: 'assistant', content: delta, timestamp: new Date(), streaming: true }];
  }
  // The finished reply is already shown, or a part is missing: what arrives changes nothing.
  if (!existing.streaming || existing.content.length !== offset) {
    return messages;
  }
  return messages.map((message) => (message === existing ? { ...message, content: message.content + delta } : message));
}

/**
 * Takes away replies still being written. When the server stops typing: it sends a reply's
 * `response` before that, so one still open was not kept (a team member took over meanwhile).
 * When the connection drops: the parts sent meanwhile are lost, and a sync brings the reply if it was kept.
 */
export function dropUnfinished(messages: WidgetMessage[]): WidgetMessage[] {
  return messages.some((message) => message.streaming) ? messages.filter((message) => !message.streaming) : messages;
}

/** The newest message the server knows about, so a sync asks only for what came after it. */
export function newestServerMessageId(messages: WidgetMessage[]): string | undefined {
  return messages.findLast(isConfirmed)?.id;
}
