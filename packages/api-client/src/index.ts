export { api, LIST, type ApiArgs } from './base-api';
export { apiRequest, ApiRequestError, HTML_INSTEAD_OF_JSON, type ApiRequestInit } from './request';
export { errorMessage, errorStatus, toApiError, type ApiError } from './errors';
export { createAppStore, useAppDispatch, useAppSelector, type AppStore, type RootState, type AppDispatch } from './store';
export * from './agents';
export * from './dashboard';
export { AgentSelect, type AgentSelectProps } from './components/agent-select';
export { useSelectedAgent } from './use-selected-agent';
