import { createApi } from '@reduxjs/toolkit/query/react';
import type { TestMessage } from '../../contract/api/test';
import { apiBaseQuery } from './base-query';

/**
 * The one RTK Query API of the app; later features add endpoints with `api.injectEndpoints`. Defined apart
 * from its attaching (api.ts), so the store takes its type from here without importing what imports the store.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: ['User', 'Topics', 'Attempts', 'Admin'],
  endpoints: (build) => ({
    testConnection: build.query<TestMessage, void>({ query: () => '/test/connection', keepUnusedDataFor: 0 }),
    testSql: build.query<TestMessage, void>({ query: () => '/test/sql', keepUnusedDataFor: 0 }),
  }),
});
