import { waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../tests/setup/fake-api';
import { renderHookWithProviders } from '../../../../tests/setup/render-hook-with-providers';
import { fakeSaver } from '../test-support/fake-saver';
import type { QuestionnaireState } from './questionnaire-state';
import { sampleQuestions, sampleSurvey } from '../test-support/survey-fixtures';
import type { SurveySaver } from '../saving/survey-saver';
import { useLanguageRefresh } from './use-language-refresh';
import { useSurveyCalls } from '../calls/use-survey-calls';

/** The refresh over an English survey answered on this device, with the page in German. */
function renderRefresh(saver: SurveySaver) {
  return renderHookWithProviders(
    () => {
      const [state, setState] = useState<QuestionnaireState>({ phase: 'ready', survey: saver.current(), index: 0, version: 0 });
      const saverRef = useRef(saver);
      useLanguageRefresh(state, saverRef, setState, useSurveyCalls());
      return state;
    },
    { route: '/questionnaire?topic-id=7', preloadedState: { language: { language: 'de' } } },
  );
}

const answeredHere = () => {
  const survey = sampleSurvey();
  return { ...survey, questions: survey.questions.map((q, i) => (i === 0 ? { ...q, answered: 12 } : q)) } as typeof survey;
};
const inGerman = () =>
  sampleSurvey({
    language: 'de',
    topic: { pk: 7, name: 'Digitale Kompetenzen', wlb: false },
    questions: sampleQuestions().map((q) => ({ ...q, text: `${q.text} (de)` })),
  });

afterEach(() => vi.unstubAllGlobals());

describe('useLanguageRefresh', () => {
  it('given the page in another language, takes the new texts and keeps this device’s answers', async () => {
    const api = stubApi({ 'POST /api/survey/change-language': { body: inGerman() } });
    const saver = fakeSaver(answeredHere());
    const { result } = renderRefresh(saver);
    await waitFor(() => expect(result.current.phase === 'ready' && result.current.survey.language).toBe('de'));
    const survey = saver.current();
    expect(survey.topic.name).toBe('Digitale Kompetenzen');
    expect(survey.questions[0]).toMatchObject({ text: 'One? (de)', answered: 12 });
    expect(saver.replaceTexts).toHaveBeenCalledTimes(1);
    expect(api.callsTo('POST', '/api/survey/change-language')[0]?.body).toEqual({ survey_attempt: 'AAAAAAAAAAAAAAAAAAAAAA' });
  });

  it('given a failure, logs it and leaves the texts as they were', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({ 'POST /api/survey/change-language': { status: 500 } });
    const saver = fakeSaver(answeredHere());
    const { result } = renderRefresh(saver);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('The survey texts could not be changed to the new language', expect.anything()),
    );
    expect(result.current.phase === 'ready' && result.current.survey.language).toBe('en');
    expect(saver.replaceTexts).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
