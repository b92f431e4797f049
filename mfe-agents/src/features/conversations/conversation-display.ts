import { UNKNOWN_CONTACT, type Conversation, type ConversationStatus, type MessageRole } from '@app/contracts';
import type { BadgeVariant } from '@app/ui';

export const STATUS_BADGES: Record<ConversationStatus, { label: string; variant: BadgeVariant }> = {
  open: { label: 'Open', variant: 'secondary' },
  needs_human: { label: 'Needs human', variant: 'warning' },
  human: { label: 'Human', variant: 'default' },
  resolved: { label: 'Resolved', variant: 'success' },
};

/**
 * Who wrote a message, as the manager reads it. The specification's 'You' / 'AI Assistant' are
 * the visitor's point of view; here the visitor is the other person and "you" is the team.
 */
export const SENDER_LABELS: Record<MessageRole, string> = {
  user: 'Visitor',
  assistant: 'AI Assistant',
  human: 'You (team)',
};

/** Also what a search matches (the server looks in the contact as shown here). */
export function contactOf(conversation: Conversation): string {
  return conversation.contactInfo?.trim() || UNKNOWN_CONTACT;
}

export function shortId(id: string): string {
  return id.replace(/-/g, '').slice(0, 8);
}

/** 'Just now', then minutes, hours and days ago. */
export function relativeTime(iso: string, now: number): string {
  const seconds = Math.max(0, (now - new Date(iso).getTime()) / 1000);
  if (seconds < 60) return 'Just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)}h ago`;
  return `${Math.floor(seconds / 86_400)}d ago`;
}

export function messageTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' });
}

/** Each conversation once: pages fetched at different moments can both hold one that moved up. */
export function uniqueConversations(conversations: Conversation[]): Conversation[] {
  const byId = new Map<string, Conversation>();
  for (const conversation of conversations) {
    const seen = byId.get(conversation.id);
    if (!seen || conversation.updatedAt > seen.updatedAt) byId.set(conversation.id, conversation);
  }
  return [...byId.values()];
}

/** Most recently active first: a live message moves its row up without the list being fetched again. */
export function newestFirst(conversations: Conversation[]): Conversation[] {
  return [...conversations].sort((first, second) => second.updatedAt.localeCompare(first.updatedAt));
}
