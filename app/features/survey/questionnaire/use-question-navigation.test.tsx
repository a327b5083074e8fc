import { act } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHookWithProviders } from '../../../../tests/setup/render-hook-with-providers';
import { fakeSaver } from '../test-support/fake-saver';
import type { QuestionnaireState } from './questionnaire-state';
import { sampleSurvey } from '../test-support/survey-fixtures';
import type { SurveySaver } from '../saving/survey-saver';
import { useQuestionAddress } from './use-question-address';
import { useQuestionNavigation } from './use-question-navigation';

/** Navigation over a survey shown at its first question (or still loading), as the questionnaire wires it. */
function renderNavigation(saver: SurveySaver, phase: 'ready' | 'loading' = 'ready') {
  return renderHookWithProviders(
    () => {
      const [state, setState] = useState<QuestionnaireState>(
        phase === 'ready' ? { phase, survey: saver.current(), index: 0, version: 0 } : { phase },
      );
      const saverRef = useRef(saver);
      const address = useQuestionAddress();
      return { state, ...useQuestionNavigation(state, saverRef, setState, address.showQuestion) };
    },
    { route: '/questionnaire?topic-id=7&question-id=1' },
  );
}

const shown = (state: QuestionnaireState) => (state.phase === 'ready' ? state : null);

describe('useQuestionNavigation', () => {
  it('records an answer to the shown question through the saver and shows it', () => {
    const saver = fakeSaver(sampleSurvey());
    const { result } = renderNavigation(saver);
    act(() => result.current.answer(12));
    expect(saver.change).toHaveBeenCalledTimes(1);
    expect(saver.current().questions[0]?.answered).toBe(12);
    expect(shown(result.current.state)?.survey.questions[0]?.answered).toBe(12);
  });

  it('moves to another question, starts it without sending anything, and writes it into the address', () => {
    const saver = fakeSaver(sampleSurvey());
    const { result, router } = renderNavigation(saver);
    act(() => result.current.goTo(2));
    expect(shown(result.current.state)?.index).toBe(2);
    expect(saver.current().questions[2]?.started_at).not.toBeNull();
    expect(saver.replaceTexts).toHaveBeenCalledTimes(1);
    expect(saver.change).not.toHaveBeenCalled();
    expect(router.state.location.search).toBe('?topic-id=7&question-id=3');
  });

  it('given a question started before, keeps its start time', () => {
    const survey = sampleSurvey();
    const started = { ...survey, questions: survey.questions.map((q) => ({ ...q, started_at: '2026-01-01T09:30:00.000Z' })) };
    const saver = fakeSaver(started);
    const { result } = renderNavigation(saver);
    act(() => result.current.goTo(1));
    expect(shown(result.current.state)?.survey.questions[1]?.started_at).toBe('2026-01-01T09:30:00.000Z');
    expect(saver.replaceTexts).not.toHaveBeenCalled();
  });

  it('ignores a question number past the end', () => {
    const saver = fakeSaver(sampleSurvey());
    const { result, router } = renderNavigation(saver);
    act(() => result.current.goTo(99));
    expect(shown(result.current.state)?.index).toBe(0);
    expect(router.state.location.search).toBe('?topic-id=7&question-id=1');
  });

  it('while the survey is loading, neither answers nor moves', () => {
    const saver = fakeSaver(sampleSurvey());
    const { result } = renderNavigation(saver, 'loading');
    act(() => {
      result.current.answer(12);
      result.current.goTo(1);
    });
    expect(saver.change).not.toHaveBeenCalled();
    expect(result.current.state.phase).toBe('loading');
  });
});
