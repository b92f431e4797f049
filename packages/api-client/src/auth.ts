import type { LoginRequest, SignupRequest, User } from '@app/contracts';
import { api } from './base-api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<User, void>({
      query: () => '/api/auth/me',
      providesTags: ['Me'],
    }),
    login: build.mutation<User, LoginRequest>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
    }),
    signup: build.mutation<User, SignupRequest>({
      query: (body) => ({ url: '/api/auth/signup', method: 'POST', body }),
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: '/api/auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useGetMeQuery, useLoginMutation, useSignupMutation, useLogoutMutation } = authApi;
