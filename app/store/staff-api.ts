import type {
  ExportCountInput,
  QuestionInputBody,
  StaffQuestion,
  StaffQuestionRow,
  StaffSubTopic,
  StaffTopic,
} from '../../contract/api/staff';
import type { AuditPage, AuditQueryInput } from '../../contract/api/audit';
import {
  type InsightsQueryInput,
  insightsApiPaths,
  type ParticipationQueryInput,
  type ParticipationView,
  type QuestionsView,
  type ResultsView,
} from '../../contract/api/insights';
import { api } from './api';
import { clientPath } from './base-query';

/** A query string of the filters that are set: '' and undefined (a form's "all") are left out. */
const setFilters = (query: object) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;

/** The staff calls of docs/product/api.md; the CSV downloads are in routes/staff/download.ts. */
export const staffApi = api.injectEndpoints({
  endpoints: (build) => ({
    staffTopics: build.query<StaffTopic[], void>({ query: () => '/survey/topic/list', providesTags: ['Admin'] }),
    staffSubTopics: build.query<StaffSubTopic[], number>({
      query: (topic) => `/survey/topic/${topic}/subtopics`,
      providesTags: ['Admin'],
    }),
    staffQuestions: build.query<StaffQuestionRow[], number>({
      query: (topic) => `/survey/topic/${topic}/questions`,
      providesTags: ['Admin'],
    }),
    staffQuestion: build.query<StaffQuestion, number>({ query: (id) => `/question/${id}`, providesTags: ['Admin'] }),
    createSubTopic: build.mutation<{ id: number }, { name: string; topic: number }>({
      query: (body) => ({ url: '/subtopic/create', method: 'POST', body }),
      invalidatesTags: ['Admin'],
    }),
    deleteSubTopic: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: `/subtopic/${id}/delete`, method: 'DELETE' }),
      invalidatesTags: ['Admin'],
    }),
    createQuestion: build.mutation<{ id: number; message: string }, QuestionInputBody>({
      query: (body) => ({ url: '/question/create', method: 'POST', body }),
      invalidatesTags: ['Admin'],
    }),
    updateQuestion: build.mutation<{ id: number; message: string }, { id: number; body: QuestionInputBody }>({
      query: ({ id, body }) => ({ url: `/question/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Admin'],
    }),
    deleteQuestion: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: `/question/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Admin'],
    }),
    /** A newer filter starts a new request; RTK Query aborts nothing by itself, so the page passes its signal. */
    exportCount: build.query<number, ExportCountInput>({
      query: (filter) => ({
        url: '/export/count',
        params: setFilters(filter),
      }),
      keepUnusedDataFor: 0,
    }),
    /** The activity log, a page of 50 at a time ("Load more" asks for the next); read afresh on every visit. */
    auditEntries: build.infiniteQuery<AuditPage, AuditQueryInput, number | undefined>({
      query: ({ queryArg, pageParam }) => ({
        url: '/staff/audit',
        params: setFilters({ ...queryArg, before: pageParam }),
      }),
      infiniteQueryOptions: {
        initialPageParam: undefined,
        getNextPageParam: (last) => last.next ?? undefined,
      },
      keepUnusedDataFor: 0,
      providesTags: ['Admin'],
    }),
    /** The insights' three views (contract/api/insights.ts), one call each; a content change reads them afresh. */
    insightsParticipation: build.query<ParticipationView, ParticipationQueryInput>({
      query: (filters) => ({ url: clientPath(insightsApiPaths.participation), params: setFilters(filters) }),
      providesTags: ['Admin'],
    }),
    insightsResults: build.query<ResultsView, InsightsQueryInput>({
      query: (filters) => ({ url: clientPath(insightsApiPaths.results), params: setFilters(filters) }),
      providesTags: ['Admin'],
    }),
    insightsQuestions: build.query<QuestionsView, InsightsQueryInput>({
      query: (filters) => ({ url: clientPath(insightsApiPaths.questions), params: setFilters(filters) }),
      providesTags: ['Admin'],
    }),
  }),
});

export const {
  useStaffTopicsQuery,
  useStaffSubTopicsQuery,
  useStaffQuestionsQuery,
  useStaffQuestionQuery,
  useCreateSubTopicMutation,
  useDeleteSubTopicMutation,
  useCreateQuestionMutation,
  useUpdateQuestionMutation,
  useDeleteQuestionMutation,
  useLazyExportCountQuery,
  useAuditEntriesInfiniteQuery,
  useInsightsParticipationQuery,
  useInsightsResultsQuery,
  useInsightsQuestionsQuery,
} = staffApi;
