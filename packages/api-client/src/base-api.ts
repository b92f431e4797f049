import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { apiRequest, type ApiRequestInit } from './request';
import { toApiError, type ApiError } from './errors';

export interface ApiArgs extends ApiRequestInit {
  url: string;
}

const baseQuery: BaseQueryFn<ApiArgs | string, unknown, ApiError> = async (args, { signal }) => {
  const { url, ...init } = typeof args === 'string' ? { url: args } : args;
  try {
    return { data: await apiRequest(url, { ...init, signal }) };
  } catch (error) {
    return { error: toApiError(error) };
  }
};

/**
 * The single RTK Query api of the dashboard. Every tag type is declared here; the shell and each
 * remote add their endpoints with `api.injectEndpoints` next to their feature. Data never goes
 * stale on its own: no refetch on focus or reconnect, no polling by default, no retries.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Agent',
    'DashboardStats',
    'Knowledge',
    'Conversation',
    'Message',
    'Sms',
    'Voice',
    'Integration',
    'Settings',
  ],
  keepUnusedDataFor: 300,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});

export const LIST = 'LIST' as const;
