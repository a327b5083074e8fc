import { authorizationHeader } from '../../contract/api/user-paths';
import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { toFailure } from '../../contract/failure';
import type { ApiResult } from '../../contract/wire';
import { takeApiPreload } from './api-preload';
import { sessionCleared } from './auth-slice';
import { sessionRefused } from './session-refused';

type Failure = Extract<ApiResult<never>, { success: false }>;

/** A path of contract/ (`/api/...`) as the shared client asks for it: under its base URL `/api`. */
export const clientPath = (full: string) => full.replace(/^\/api/, '');

interface HeaderState {
  auth: { token: string };
  language: { language: string };
}

/**
 * A call the server has not answered in this time counts as unreachable (the shared client's 500): on a weak
 * connection a request can hang without failing, and the survey saver and the offline queue, which wait for
 * each call before the next, would wait with it for ever instead of trying again.
 */
export const callTimeoutMs = 30_000;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  timeout: callTimeoutMs,
  // A call the first paint's boot script (app/first-paint/boot.ts) already started for this page is adopted, not asked again.
  fetchFn: (request) => takeApiPreload(request as Request, fetch) ?? fetch(request),
  prepareHeaders: (headers, { getState }) => {
    const state = getState() as HeaderState;
    if (state.auth.token) headers.set('Authorization', authorizationHeader(state.auth.token));
    headers.set('Accept-Language', state.language.language || document.documentElement.lang || 'en');
    return headers;
  },
});

/**
 * The shared client of docs/product/api.md: every failure becomes `{ success: false, status, message: { en, cz } }`
 * and a 401 clears the session, and with it the user's data a logout removes (answers not yet sent stay for
 * the next login to send: docs/decisions/offline.md). Only the session the call was sent with: a call
 * still on its way with the token a password change or a new login replaced leaves the new session alone.
 */
export const apiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, Failure> = async (args, api, extra) => {
  const tokenOf = () => (api.getState() as HeaderState).auth.token;
  const sentWith = tokenOf();
  const result = await rawBaseQuery(args, api, extra);
  if (!result.error) return { data: result.data, meta: result.meta };
  const status = typeof result.error.status === 'number' ? result.error.status : undefined;
  if (status === 401 && tokenOf() === sentWith) {
    console.warn('The user must be logged in');
    api.dispatch(sessionCleared());
    sessionRefused();
  }
  const body = 'data' in result.error ? result.error.data : undefined;
  return { error: toFailure(status, body, result.meta?.response?.headers.get('x-request-id')), meta: result.meta };
};
