import type { Dispatch, RefObject, SetStateAction } from 'react';
import type { Survey } from '../../../../contract/api/survey';
import type { SurveySaver } from '../saving/survey-saver';

export type QuestionnaireState =
  | { phase: 'loading' }
  | {
      phase: 'ready';
      survey: Survey;
      index: number;
      /** Bumped when the server's copy replaces this one, so answer fields start afresh. */
      version: number;
    };

export type SetQuestionnaireState = Dispatch<SetStateAction<QuestionnaireState>>;

/** The saver of the survey being answered; null until the start has found or made one. */
export type SaverRef = RefObject<SurveySaver | null>;

/** The shown survey with some fields changed, while one is shown. */
export const readyWith =
  (changes: Partial<Extract<QuestionnaireState, { phase: 'ready' }>>) =>
  (state: QuestionnaireState): QuestionnaireState =>
    state.phase === 'ready' ? { ...state, ...changes } : state;
