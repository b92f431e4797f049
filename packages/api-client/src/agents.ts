import type { Agent, CreateAgentRequest, UpdateAgentRequest } from '@app/contracts';
import { api, LIST } from './base-api';

export const agentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAgents: build.query<Agent[], void>({
      query: () => '/api/agents',
      providesTags: (agents = []) => [
        { type: 'Agent', id: LIST },
        ...agents.map((agent) => ({ type: 'Agent' as const, id: agent.id })),
      ],
    }),
    getAgent: build.query<Agent, string>({
      query: (id) => `/api/agents/${encodeURIComponent(id)}`,
      providesTags: (_agent, _error, id) => [{ type: 'Agent', id }],
    }),
    createAgent: build.mutation<Agent, CreateAgentRequest>({
      query: (body) => ({ url: '/api/agents', method: 'POST', body }),
      invalidatesTags: [{ type: 'Agent', id: LIST }, 'DashboardStats'],
    }),
    updateAgent: build.mutation<Agent, { id: string; changes: UpdateAgentRequest }>({
      query: ({ id, changes }) => ({ url: `/api/agents/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_agent, _error, { id }) => [{ type: 'Agent', id }, { type: 'Agent', id: LIST }],
    }),
    replaceAgentConfiguration: build.mutation<Agent, { id: string; changes: UpdateAgentRequest }>({
      query: ({ id, changes }) => ({ url: `/api/agents/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      invalidatesTags: (_agent, _error, { id }) => [{ type: 'Agent', id }, { type: 'Agent', id: LIST }],
    }),
    deleteAgent: build.mutation<null, string>({
      query: (id) => ({ url: `/api/agents/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Agent', id }, { type: 'Agent', id: LIST }, 'DashboardStats'],
    }),
  }),
});

export const {
  useGetAgentsQuery,
  useGetAgentQuery,
  useCreateAgentMutation,
  useUpdateAgentMutation,
  useReplaceAgentConfigurationMutation,
  useDeleteAgentMutation,
} = agentsApi;
