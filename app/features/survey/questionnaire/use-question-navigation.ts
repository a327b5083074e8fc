import { useCallback } from 'react';
import type { Survey } from '../../../../contract/api/survey';
import type { Answer } from '../../../../contract/questions';
import { withAnswer, withStarted } from './answers';
import { type QuestionnaireState, readyWith, type SaverRef, type SetQuestionnaireState } from './questionnaire-state';

/**
 * Answering the active question (kept by the saver: on the device at once, on the server after a pause) and
 * moving to another, which is started when first shown and written into the address.
 */
export function useQuestionNavigation(
  state: QuestionnaireState,
  saver: SaverRef,
  setState: SetQuestionnaireState,
  showQuestion: (questionId: number) => void,
) {
  const index = state.phase === 'ready' ? state.index : -1;
  const answer = useCallback(
    (value: Answer, meta?: { pasted: boolean }) => {
      const current = saver.current;
      const mine = current?.current();
      const question = mine?.questions[index];
      if (!current || !mine || !question) return;
      const next: Survey = {
        ...mine,
        questions: mine.questions.map((q, i) => (i === index ? withAnswer(question, value, new Date(), meta) : q)),
      };
      current.change(next);
      setState(readyWith({ survey: next }));
    },
    [index, saver, setState],
  );

  const ready = state.phase === 'ready';
  const goTo = useCallback(
    (target: number) => {
      const current = saver.current;
      const mine = current?.current();
      const question = mine?.questions[target];
      if (!ready || !current || !mine || !question) return;
      let next = mine;
      if (!question.started_at) {
        next = { ...mine, questions: mine.questions.map((q, i) => (i === target ? withStarted(q, new Date()) : q)) };
        current.replaceTexts(next);
      }
      setState(readyWith({ survey: next, index: target }));
      showQuestion(question.id);
    },
    [ready, saver, setState, showQuestion],
  );
  return { answer, goTo };
}
