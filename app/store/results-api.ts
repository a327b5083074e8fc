import type { AttemptResult, AttemptsResponse } from '../../contract/api/survey';
import { attemptResultsPath } from '../../contract/api/survey-paths';
import { api } from './api';
import { clientPath } from './base-query';

/** Results and history: GET /api/survey/attempt/{id}, GET /api/survey/attempts, GET /api/user/me/data. */
export const resultsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** That completed attempt and up to 4 earlier ones of its topic, newest first, texts in the UI language. */
    attemptResults: build.query<AttemptResult[], { id: string; language: string }>({
      query: ({ id }) => clientPath(attemptResultsPath(id)),
      providesTags: ['Attempts'],
    }),
    /** The user's completed attempts, newest first. */
    attempts: build.query<AttemptsResponse, { language: string }>({
      query: () => '/survey/attempts',
      providesTags: ['Attempts'],
    }),
    /** The GDPR copy of the user's data, as the JSON text the server built (saved as a file by the caller). */
    myData: build.mutation<string, void>({
      query: () => ({ url: '/user/me/data', responseHandler: 'text' }),
    }),
  }),
});

export const { useAttemptResultsQuery, useAttemptsQuery, useMyDataMutation } = resultsApi;
