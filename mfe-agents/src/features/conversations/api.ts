import { api, LIST, type AppDispatch, type RootState } from '@app/api-client';
import type { Conversation, ConversationMessage, SendConversationMessageRequest } from '@app/contracts';

/** Every agent's list carries the shared LIST tag too, so a live event can refresh whichever list is shown. */
export const ALL_CONVERSATION_LISTS = { type: 'Conversation' as const, id: LIST };

function conversationListTag(agentId: string) {
  return { type: 'Conversation' as const, id: `${LIST}:${agentId}` };
}

type StatusAction = 'takeover' | 'handback' | 'resolve';

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
    getConversations: build.query<Conversation[], string>({
      query: (agentId) => `/api/conversations?agentId=${encodeURIComponent(agentId)}`,
      providesTags: (conversations = [], _error, agentId) => [
        ALL_CONVERSATION_LISTS,
        conversationListTag(agentId),
        ...conversations.map((conversation) => ({ type: 'Conversation' as const, id: conversation.id })),
      ],
    }),
    getConversationMessages: build.query<ConversationMessage[], string>({
      query: (conversationId) => `/api/conversations/${encodeURIComponent(conversationId)}/messages`,
      providesTags: (_messages, _error, conversationId) => [{ type: 'Message', id: conversationId }],
    }),
    sendConversationMessage: build.mutation<ConversationMessage, { conversation: Conversation; body: SendConversationMessageRequest }>({
      query: ({ conversation, body }) => ({ url: `/api/conversations/${encodeURIComponent(conversation.id)}/messages`, method: 'POST', body }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const sent = await settled(queryFulfilled);
        if (sent) dispatch(addMessage(sent));
      },
      // Writing pauses the AI: the list shows the new status.
      invalidatesTags: (_message, _error, { conversation }) => [conversationListTag(conversation.agentId)],
    }),
    changeConversationStatus: build.mutation<Conversation, { conversation: Conversation; action: StatusAction }>({
      query: ({ conversation, action }) => ({ url: `/api/conversations/${encodeURIComponent(conversation.id)}/${action}`, method: 'POST' }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const changed = await settled(queryFulfilled);
        if (changed) dispatch(putConversation(changed));
      },
    }),
  }),
});

export const { useGetConversationsQuery, useGetConversationMessagesQuery, useSendConversationMessageMutation, useChangeConversationStatusMutation } =
  conversationsApi;

/** A message into its conversation's cached messages, once: the POST answer and the live event both bring it. */
export function addMessage(message: ConversationMessage) {
  return (dispatch: AppDispatch, getState: () => RootState) => {
    const cached = conversationsApi.endpoints.getConversationMessages.select(message.conversationId)(getState());
    if (cached.status === 'fulfilled') {
      dispatch(
        conversationsApi.util.updateQueryData('getConversationMessages', message.conversationId, (messages) => {
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

/** The conversation as the server now has it, in its agent's cached list; a new one refreshes the list. */
export function putConversation(conversation: Conversation) {
  return (dispatch: AppDispatch, getState: () => RootState) => {
    const cached = conversationsApi.endpoints.getConversations.select(conversation.agentId)(getState());
    if (cached.data?.some((existing) => existing.id === conversation.id)) {
      dispatch(
        conversationsApi.util.updateQueryData('getConversations', conversation.agentId, (conversations) =>
          conversations.map((existing) => (existing.id === conversation.id ? conversation : existing)),
        ),
      );
    } else {
      dispatch(conversationsApi.util.invalidateTags([conversationListTag(conversation.agentId)]));
    }
  };
}
