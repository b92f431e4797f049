import { api, LIST, type AppDispatch, type RootState } from '@app/api-client';
import {
  CONVERSATION_PAGE_SIZE,
  MESSAGE_PAGE_SIZE,
  type Conversation,
  type ConversationMessage,
  type SendConversationMessageRequest,
} from '@app/contracts';

/** Every agent's list carries the shared LIST tag too, so a live event can refresh whichever list is shown. */
export const ALL_CONVERSATION_LISTS = { type: 'Conversation' as const, id: LIST };

/** The list of every agent's conversations ('All Agents'). */
export const EVERY_AGENT = '';

function conversationListTag(agentId: string) {
  return { type: 'Conversation' as const, id: `${LIST}:${agentId}` };
}

/** The lists a change to one of an agent's conversations shows in: the agent's own and the one of every agent. */
function listTagsFor(agentId: string) {
  return [conversationListTag(agentId), conversationListTag(EVERY_AGENT)];
}

type StatusAction = 'takeover' | 'handback' | 'resolve';

/** Which list: an agent's conversations (every agent's for EVERY_AGENT), only those matching `search` when it is not blank. */
export interface ConversationListArg {
  agentId: string;
  search: string;
}

/** One page of a list and where the next one starts (null after the last). */
export interface ConversationPage {
  conversations: Conversation[];
  /**
   * The last conversation of the page, taken when the page arrives (live updates patch the rows,
   * not this). The server reads that conversation's time when the next page is asked for: if it
   * has moved up meanwhile, the next page starts again from the top, and the rows it repeats are
   * shown once.
   */
  next: string | null;
}

function conversationListUrl({ agentId, search }: ConversationListArg, before: string | null): string {
  const query = new URLSearchParams();
  if (agentId !== EVERY_AGENT) query.set('agentId', agentId);
  if (search) query.set('search', search);
  if (before) query.set('before', before);
  return `/api/conversations?${query}`;
}

/** Which of a conversation's messages to load: the newest `limit`. The cache keeps one entry per conversation. */
export interface MessagesArg {
  conversationId: string;
  limit: number;
}

export function newestMessages(conversationId: string, limit = MESSAGE_PAGE_SIZE): MessagesArg {
  return { conversationId, limit };
}

/** The mutation's result, or null when it failed (the screen that called it reports the failure). */
async function settled<T>(fulfilled: Promise<{ data: T }>): Promise<T | null> {
  try {
    return (await fulfilled).data;
  } catch {
    return null;
  }
}

export const conversationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConversations: build.infiniteQuery<ConversationPage, ConversationListArg, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next ?? undefined,
      },
      query: ({ queryArg, pageParam }) => conversationListUrl(queryArg, pageParam),
      transformResponse: (conversations: Conversation[]) => ({
        conversations,
        next: conversations.length === CONVERSATION_PAGE_SIZE ? (conversations.at(-1)?.id ?? null) : null,
      }),
      providesTags: (data, _error, { agentId }) => [
        ALL_CONVERSATION_LISTS,
        conversationListTag(agentId),
        ...(data?.pages ?? []).flatMap((page) => page.conversations.map((conversation) => ({ type: 'Conversation' as const, id: conversation.id }))),
      ],
    }),
    /** One conversation, for an open one its list no longer holds (see usePickedConversation). */
    getConversation: build.query<Conversation, string>({
      query: (id) => `/api/conversations/${encodeURIComponent(id)}`,
      providesTags: (_conversation, _error, id) => [{ type: 'Conversation', id }],
    }),
    getConversationMessages: build.query<ConversationMessage[], MessagesArg>({
      query: ({ conversationId, limit }) => `/api/conversations/${encodeURIComponent(conversationId)}/messages?limit=${limit}`,
      // Asking for more replaces the entry: one cache entry per conversation, which live messages update.
      serializeQueryArgs: ({ queryArgs }) => queryArgs.conversationId,
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.limit !== previousArg?.limit,
      providesTags: (_messages, _error, { conversationId }) => [{ type: 'Message', id: conversationId }],
    }),
    sendConversationMessage: build.mutation<ConversationMessage, { conversation: Conversation; body: SendConversationMessageRequest }>({
      query: ({ conversation, body }) => ({ url: `/api/conversations/${encodeURIComponent(conversation.id)}/messages`, method: 'POST', body }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const sent = await settled(queryFulfilled);
        if (sent) dispatch(addMessage(sent));
      },
      // Writing pauses the AI: the list shows the new status.
      invalidatesTags: (_message, _error, { conversation }) => listTagsFor(conversation.agentId),
    }),
    changeConversationStatus: build.mutation<Conversation, { conversation: Conversation; action: StatusAction }>({
      query: ({ conversation, action }) => ({ url: `/api/conversations/${encodeURIComponent(conversation.id)}/${action}`, method: 'POST' }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const changed = await settled(queryFulfilled);
        if (changed) dispatch(putConversation(changed));
      },
      // A list fetch already on its way may predate the change: fetch once more after it lands.
      invalidatesTags: (_conversation, _error, { conversation }) => listTagsFor(conversation.agentId),
    }),
  }),
});

export const {
  useGetConversationsInfiniteQuery,
  useGetConversationQuery,
  useGetConversationMessagesQuery,
  useSendConversationMessageMutation,
  useChangeConversationStatusMutation,
} = conversationsApi;

/** A message into its conversation's cached messages, once: the POST answer and the live event both bring it. */
export function addMessage(message: ConversationMessage) {
  return (dispatch: AppDispatch, getState: () => RootState) => {
    const key = newestMessages(message.conversationId);
    const cached = conversationsApi.endpoints.getConversationMessages.select(key)(getState());
    if (cached.status === 'fulfilled') {
      dispatch(
        conversationsApi.util.updateQueryData('getConversationMessages', key, (messages) => {
          if (!messages.some((existing) => existing.id === message.id)) {
            messages.push(message);
          }
        }),
      );
    } else {
      // Still loading (or never loaded): the load may have started before this message existed.
      dispatch(conversationsApi.util.invalidateTags([{ type: 'Message', id: message.conversationId }]));
    }
  };
}

/**
 * Applies `change` to the conversation in every cached list holding it, and to its own cache
 * entry if it has one; false when no list holds it.
 */
function patchCachedConversation(
  dispatch: AppDispatch,
  getState: () => RootState,
  id: string,
  change: (conversation: Conversation) => Conversation,
): boolean {
  dispatch(conversationsApi.util.updateQueryData('getConversation', id, change));
  let found = false;
  for (const list of conversationsApi.util.selectCachedArgsForQuery(getState(), 'getConversations')) {
    const cached = conversationsApi.endpoints.getConversations.select(list)(getState());
    if (!cached.data?.pages.some((page) => page.conversations.some((conversation) => conversation.id === id))) continue;
    found = true;
    dispatch(
      conversationsApi.util.updateQueryData('getConversations', list, (data) => {
        for (const page of data.pages) {
          page.conversations = page.conversations.map((conversation) => (conversation.id === id ? change(conversation) : conversation));
        }
      }),
    );
  }
  return found;
}

/** The conversation as the server now has it, in its agent's cached lists; a new one refreshes them. */
export function putConversation(conversation: Conversation) {
  return (dispatch: AppDispatch, getState: () => RootState) => {
    if (!patchCachedConversation(dispatch, getState, conversation.id, () => conversation)) {
      dispatch(conversationsApi.util.invalidateTags(listTagsFor(conversation.agentId)));
    }
  };
}

/**
 * A new message makes its conversation the most recently active. Only a conversation no cached
 * list holds (a new visitor, or one beyond the pages loaded) needs the lists fetched again.
 */
export function touchConversation(message: ConversationMessage) {
  return (dispatch: AppDispatch, getState: () => RootState) => {
    const later = (conversation: Conversation): Conversation =>
      message.createdAt > conversation.updatedAt ? { ...conversation, updatedAt: message.createdAt } : conversation;
    if (!patchCachedConversation(dispatch, getState, message.conversationId, later)) {
      dispatch(conversationsApi.util.invalidateTags([ALL_CONVERSATION_LISTS]));
    }
  };
}
