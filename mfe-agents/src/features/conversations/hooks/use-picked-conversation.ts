import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Conversation } from '@app/contracts';
import { useGetConversationQuery, useGetConversationsInfiniteQuery, type ConversationListArg } from '../api';
import { uniqueConversations } from '../conversation-display';

/** A conversation the manager opened, and the list (search) it was picked from. */
export interface ConversationPick {
  id: string;
  from: ConversationListArg;
}

/**
 * The picked conversation as its list has it now. That list stays loaded (and patched live)
 * while a later search shows other rows, so the open conversation keeps its current status.
 * Newer conversations can push it past the rows the list loaded: it is then fetched on its own
 * (and patched live there), and stays open meanwhile as it was last seen.
 */
export function usePickedConversation(pick: ConversationPick | null): Conversation | undefined {
  const { data } = useGetConversationsInfiniteQuery(pick?.from ?? skipToken);
  const conversations = uniqueConversations(data?.pages.flatMap((page) => page.conversations) ?? []);
  const listed = conversations.find((conversation) => conversation.id === pick?.id);
  const { data: alone } = useGetConversationQuery(pick && data && !listed ? pick.id : skipToken);
  // The last version seen, kept as state set while rendering (React's way for derived state).
  const [lastSeen, setLastSeen] = useState<Conversation | undefined>(undefined);
  const fresh = listed ?? (alone?.id === pick?.id ? alone : undefined);
  if (fresh && fresh !== lastSeen) setLastSeen(fresh);
  return fresh ?? (lastSeen?.id === pick?.id ? lastSeen : undefined);
}
