import { api, LIST } from '@app/api-client';
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

export const { useGetKnowledgeQuery, useCreateKnowledgeMutation, useDeleteKnowledgeMutation, useResyncKnowledgeMutation } = knowledgeApi;
