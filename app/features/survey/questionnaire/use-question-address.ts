import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { questionnaireParams } from '../../../shared/paths';

/**
 * The questionnaire's address (docs/product/screens.md): the topic, retry, and the active question, which is written
 * in place (never a new history entry) and drops retry, so a reload resumes rather than starting afresh.
 */
export function useQuestionAddress() {
  const [params, setParams] = useSearchParams();
  const showQuestion = useCallback(
    (questionId: number) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(questionnaireParams.retry);
          next.set(questionnaireParams.question, String(questionId));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    topicId: Number(params.get(questionnaireParams.topic)),
    retry: params.get(questionnaireParams.retry) === '1',
    questionParam: params.get(questionnaireParams.question),
    showQuestion,
  };
}

export type QuestionAddress = ReturnType<typeof useQuestionAddress>;
