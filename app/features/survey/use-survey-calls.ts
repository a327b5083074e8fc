import { useMemo } from 'react';
import type { SurveySubmitBody } from '../../../contract/api/survey';
import {
  useChangeLanguageMutation,
  useGenerateSurveyMutation,
  useGetSurveyMutation,
  useSubmitSurveyMutation,
  useValidateAttemptMutation,
} from '../../store/survey-api';
import { callFailure, surveyMessageKeys } from './call-failure';
import { CallFailure } from './start-survey';

const unwrapOrFail = async <T>(promise: { unwrap: () => Promise<T> }): Promise<T> => {
  try {
    return await promise.unwrap();
  } catch (error) {
    throw callFailure(error);
  }
};

/** The survey calls the questionnaire makes (spec section 7); each rejects with a CallFailure. */
export function useSurveyCalls() {
  const [getSurvey] = useGetSurveyMutation();
  const [generateSurvey] = useGenerateSurveyMutation();
  const [validateAttempt] = useValidateAttemptMutation();
  const [submitSurvey] = useSubmitSurveyMutation();
  const [changeLanguage] = useChangeLanguageMutation();
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
      fetchCopy: (attemptId: string) => unwrapOrFail(getSurvey({ survey_attempt: attemptId })),
      validate: (attemptId: string) => unwrapOrFail(validateAttempt({ survey_attempt: attemptId })),
      generate: (topicId: number, again: boolean) =>
        unwrapOrFail(generateSurvey({ topic: topicId, ...(again ? { retry: true } : {}) })),
      submit: (body: SurveySubmitBody) => unwrapOrFail(submitSurvey(body)),
      changeLanguage: (attemptId: string) => unwrapOrFail(changeLanguage({ survey_attempt: attemptId })),
    }),
    [getSurvey, generateSurvey, validateAttempt, submitSurvey, changeLanguage],
  );
}

export type SurveyCalls = ReturnType<typeof useSurveyCalls>;
