import { useMemo } from 'react';
import type { AttemptSummary, SurveySubmitBody } from '../../../../contract/api/survey';
import { surveyStartBody } from '../../../../contract/api/survey-paths';
import type { Tool } from '../../../../contract/content';
import {
  useChangeLanguageMutation,
  useGenerateSurveyMutation,
  useGetSurveyMutation,
  useLazyTopicsQuery,
  useStartSurveyMutation,
  useSubmitSurveyMutation,
  useValidateAttemptMutation,
} from '../../../store/survey-api';
import { callFailure, surveyMessageKeys } from './call-failure';
import { CallFailure } from '../start/start-survey';

const unwrapOrFail = async <T>(promise: { unwrap: () => Promise<T> }): Promise<T> => {
  try {
    return await promise.unwrap();
  } catch (error) {
    throw callFailure(error);
  }
};

/** The id of the topic's most recently completed attempt among the user's attempts, or null. */
export function latestCompletedOf(attempts: readonly AttemptSummary[], topicId: number): string | null {
  const completed = attempts.filter((a) => a.topic === topicId && a.completed && a.completed_at);
  completed.sort((a, b) => Date.parse(b.completed_at!) - Date.parse(a.completed_at!));
  return completed[0]?.id ?? null;
}

/** The survey calls the questionnaire makes (docs/product/api.md); each rejects with a CallFailure. */
export function useSurveyCalls() {
  const [getSurvey] = useGetSurveyMutation();
  const [startAtServer] = useStartSurveyMutation();
  const [generateSurvey] = useGenerateSurveyMutation();
  const [validateAttempt] = useValidateAttemptMutation();
  const [submitSurvey] = useSubmitSurveyMutation();
  const [changeLanguage] = useChangeLanguageMutation();
  const [fetchTopics] = useLazyTopicsQuery();
  return useMemo(
    () => ({
      /** The topic's unfinished attempt on the server; null when there is none. */
      fetchCurrent: async (topicId: number) => {
        try {
          return await unwrapOrFail(getSurvey({ topic: topicId }));
        } catch (failure) {
          if (failure instanceof CallFailure && failure.messageKey === surveyMessageKeys.noAttemptInProgress) return null;
          throw failure;
        }
      },
      /**
       * Steps 2 to 4 in one call, without a local copy: the unfinished attempt, a new one, or the completed
       * result; null when the server only says "none in progress" (one that does not know `start`).
       */
      startCurrent: async (topicId: number) => {
        try {
          return await unwrapOrFail(startAtServer(surveyStartBody(topicId)));
        } catch (failure) {
          if (failure instanceof CallFailure && failure.messageKey === surveyMessageKeys.noAttemptInProgress) return null;
          throw failure;
        }
      },
      fetchCopy: (attemptId: string) => unwrapOrFail(getSurvey({ survey_attempt: attemptId })),
      validate: (attemptId: string) => unwrapOrFail(validateAttempt({ survey_attempt: attemptId })),
      generate: (topicId: number, again: boolean) =>
        unwrapOrFail(generateSurvey({ topic: topicId, ...(again ? { retry: true } : {}) })),
      submit: (body: SurveySubmitBody) => unwrapOrFail(submitSurvey(body)),
      changeLanguage: (attemptId: string) => unwrapOrFail(changeLanguage({ survey_attempt: attemptId })),
      /** The latest completed attempt of the topic, fresh from the server (never a cached list). */
      latestCompleted: async (tool: Tool, topicId: number) => {
        const { survey_attempts } = await unwrapOrFail(fetchTopics(tool, false));
        return latestCompletedOf(survey_attempts, topicId);
      },
    }),
    [getSurvey, startAtServer, generateSurvey, validateAttempt, submitSurvey, changeLanguage, fetchTopics],
  );
}

export type SurveyCalls = ReturnType<typeof useSurveyCalls>;
