import { api } from '@app/api-client';
import type { PlaygroundChatRequest, PlaygroundChatResponse } from '@app/contracts';

export const playgroundApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A mutation: every message is a new answer, never a cached one.
    sendPlaygroundMessage: build.mutation<PlaygroundChatResponse, PlaygroundChatRequest>({
      query: (body) => ({ url: '/api/playground/chat', method: 'POST', body }),
    }),
  }),
});

export const { useSendPlaygroundMessageMutation } = playgroundApi;
