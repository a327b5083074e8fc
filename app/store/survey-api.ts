import type {
  AttemptBody,
  PublicConfig,
  StartedSurvey,
  SubmitResponse,
  Survey,
  SurveyGenerateBody,
  SurveyGetBody,
  SurveySubmitBody,
  TopicsResponse,
} from '../../contract/api/survey';
import { surveyApiPaths } from '../../contract/api/survey-paths';
import type { Tool } from '../../contract/content';
import { api } from './api';
import { clientPath } from './base-query';

/** The base query adds /api; the contract's paths carry it. */

/** What POST /attempt/validate means: the attempt's version, or null for 204 (invalid, finished or foreign). */
export type ValidateResult = { valid: true; updated_at: string } | null;

/**
 * POST /get with `start`: the unfinished attempt or a new one, or, for a completed topic with
 * nothing in progress, that topic's latest result (its 404 is an answer here, not a failure).
 */
export type StartAnswer = { survey: StartedSurvey } | { completedAttempt: string };

/** The survey calls of docs/product/api.md used by respondents, and the public configuration. */
export const surveyApi = api.injectEndpoints({
  endpoints: (build) => ({
    config: build.query<PublicConfig, void>({ query: () => clientPath(surveyApiPaths.config) }),
    topics: build.query<TopicsResponse, Tool>({
      query: (tool) => clientPath(tool === 'wlb' ? surveyApiPaths.topicsWlb : surveyApiPaths.topics),
      providesTags: ['Topics', 'Attempts'],
    }),
    getSurvey: build.mutation<Survey, SurveyGetBody>({
      query: (body) => ({ url: clientPath(surveyApiPaths.get), method: 'POST', body }),
    }),
    startSurvey: build.mutation<StartAnswer, { topic: number; start: true }>({
      query: (body) => ({
        url: clientPath(surveyApiPaths.get),
        method: 'POST',
        body,
        // The 404 that names the completed attempt is an answer; any other 404 stays a failure.
        validateStatus: (response, answer) =>
          response.ok || (response.status === 404 && typeof answer?.completed_attempt === 'string'),
      }),
      transformResponse: (answer: StartedSurvey & { completed_attempt?: string }) =>
        typeof answer.completed_attempt === 'string' ? { completedAttempt: answer.completed_attempt } : { survey: answer },
    }),
    generateSurvey: build.mutation<Survey, SurveyGenerateBody>({
      query: (body) => ({ url: clientPath(surveyApiPaths.generate), method: 'POST', body }),
      invalidatesTags: ['Attempts'],
    }),
    changeLanguage: build.mutation<Survey, AttemptBody>({
      query: (body) => ({ url: clientPath(surveyApiPaths.changeLanguage), method: 'POST', body }),
    }),
    validateAttempt: build.mutation<ValidateResult, AttemptBody>({
      query: (body) => ({
        url: clientPath(surveyApiPaths.validate),
        method: 'POST',
        body,
        // 204 has no body: read it as null instead of failing to parse JSON.
        responseHandler: async (response) => (response.status === 204 ? null : response.json()),
      }),
    }),
    submitSurvey: build.mutation<SubmitResponse, SurveySubmitBody>({
      query: (body) => ({ url: clientPath(surveyApiPaths.submit), method: 'POST', body }),
      invalidatesTags: (_result, _error, body) => (body.complete ? ['Attempts'] : []),
    }),
  }),
});

export const {
  useConfigQuery,
  useTopicsQuery,
  useLazyTopicsQuery,
  useGetSurveyMutation,
  useStartSurveyMutation,
  useGenerateSurveyMutation,
  useChangeLanguageMutation,
  useValidateAttemptMutation,
  useSubmitSurveyMutation,
} = surveyApi;
