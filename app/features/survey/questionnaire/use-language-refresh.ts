import { useEffect, useRef } from 'react';
import type { Survey } from '../../../../contract/api/survey';
import { useAppSelector } from '../../../store/hooks';
import { keepAnswers } from './answers';
import { type QuestionnaireState, readyWith, type SaverRef, type SetQuestionnaireState } from './questionnaire-state';
import type { SurveyCalls } from '../calls/use-survey-calls';

/**
 * A language change refreshes the survey's texts through change-language and keeps this device's answers,
 * once per attempt and language. Failures are only logged; the texts stay as they were (docs/product/messages.md).
 */
export function useLanguageRefresh(
  state: QuestionnaireState,
  saver: SaverRef,
  setState: SetQuestionnaireState,
  calls: SurveyCalls,
) {
  const language = useAppSelector((s) => s.language.language);
  const asked = useRef<string | null>(null);
  const surveyLanguage = state.phase === 'ready' ? state.survey.language : null;
  const attemptId = state.phase === 'ready' ? state.survey.survey_attempt : null;

  useEffect(() => {
    if (!surveyLanguage || !attemptId || surveyLanguage === language) return;
    const key = `${attemptId}:${language}`;
    if (asked.current === key) return;
    asked.current = key;
    void (async () => {
      try {
        const translated = await calls.changeLanguage(attemptId);
        const current = saver.current;
        if (!current) return;
        const mine = current.current();
        const merged: Survey = {
          ...mine,
          topic: translated.topic,
          language: translated.language,
          questions: keepAnswers(translated.questions, mine.questions),
        };
        current.replaceTexts(merged);
        setState(readyWith({ survey: merged }));
      } catch (error) {
        asked.current = null;
        console.warn('The survey texts could not be changed to the new language', error);
      }
    })();
  }, [surveyLanguage, attemptId, language, calls, saver, setState]);
}
