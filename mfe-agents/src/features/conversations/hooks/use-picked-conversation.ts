import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Conversation } from '@app/contracts';
import { useGetConversationsInfiniteQuery, type ConversationListArg } from '../api';
import { uniqueConversations } from '../conversation-display';

/** A conversation the manager opened, and the list (search) it was picked from. */
export interface ConversationPick {
  id: string;
  from: ConversationListArg;
}

/**
 * The picked conversation as its list has it now. That list stays loaded (and patched live)
 * while a later search shows other rows, so the open conversation keeps its current status.
 */
export function usePickedConversation(pick: ConversationPick | null): Conversation | undefined {
  const { data } = useGetConversationsInfiniteQuery(pick?.from ?? skipToken);
  const conversations = uniqueConversations(data?.pages.flatMap((page) => page.conversations) ?? []);
  return conversations.find((conversation) => conversation.id === pick?.id);
}
