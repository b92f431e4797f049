import { api, LIST, type AppDispatch } from '@app/api-client';
import type { CreateKnowledgeRequest, KnowledgeItem } from '@app/contracts';

/** One list tag per agent, so a change to one agent's knowledge refetches only that agent's list. */
export function knowledgeListTag(agentId: string) {
  return { type: 'Knowledge' as const, id: `${LIST}:${agentId}` };
}

interface KnowledgeItemRef {
  id: string;
  agentId: string;
}

export const knowledgeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getKnowledge: build.query<KnowledgeItem[], string>({
      query: (agentId) => `/api/agents/${encodeURIComponent(agentId)}/knowledge`,
      providesTags: (items = [], _error, agentId) => [
        knowledgeListTag(agentId),
        ...items.map((item) => ({ type: 'Knowledge' as const, id: item.id })),
      ],
    }),
    createKnowledge: build.mutation<KnowledgeItem, { agentId: string; body: CreateKnowledgeRequest }>({
      query: ({ agentId, body }) => ({ url: `/api/agents/${encodeURIComponent(agentId)}/knowledge`, method: 'POST', body }),
      async onQueryStarted({ agentId }, { dispatch, queryFulfilled }) {
        const created = await queryFulfilled.then(({ data }) => data, () => null);
        if (created) showNewKnowledge(dispatch, agentId, [created]);
      },
      invalidatesTags: (_item, _error, { agentId }) => [knowledgeListTag(agentId)],
    }),
    deleteKnowledge: build.mutation<null, KnowledgeItemRef>({
      query: ({ id }) => ({ url: `/api/knowledge/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { agentId }) => [knowledgeListTag(agentId)],
    }),
    resyncKnowledge: build.mutation<KnowledgeItem, KnowledgeItemRef>({
      query: ({ id }) => ({ url: `/api/knowledge/${encodeURIComponent(id)}/resync`, method: 'POST' }),
      invalidatesTags: (_item, _error, { agentId }) => [knowledgeListTag(agentId)],
    }),
  }),
});

/**
 * New items at the top of the agent's list as the server answered them ('Processing'), before
 * the list is fetched again: that fetch can wait behind the processing itself.
 */
export function showNewKnowledge(dispatch: AppDispatch, agentId: string, items: KnowledgeItem[]): void {
  dispatch(
    knowledgeApi.util.updateQueryData('getKnowledge', agentId, (list) => {
      const fresh = items.filter((item) => !list.some((existing) => existing.id === item.id));
      list.unshift(...fresh);
    }),
  );
}

export const { useGetKnowledgeQuery, useCreateKnowledgeMutation, useDeleteKnowledgeMutation, useResyncKnowledgeMutation } = knowledgeApi;
