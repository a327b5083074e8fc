import { useEffect, useRef, useState } from 'react';
import type { Tool } from '../../../../contract/content';
import { holdTopic } from '../offline/offline-queue';
import type { QuestionnaireState } from './questionnaire-state';
import type { SaverStatus, SurveySaver } from '../saving/survey-saver';
import { useLanguageRefresh } from './use-language-refresh';
import { useQuestionAddress } from './use-question-address';
import { useQuestionNavigation } from './use-question-navigation';
import { useSurveyCalls } from '../calls/use-survey-calls';
import { useSurveySaving } from '../saving/use-survey-saving';
import { useSurveyStart } from '../start/use-survey-start';

/**
 * The questionnaire's behaviour (docs/product/behaviour.md), step by step: the start, the active question in the
 * address, answers kept on the device at once and on the server after a pause (the saver), language
 * changes through change-language, save and exit, and completion.
 */
export function useQuestionnaire(tool: Tool, userId: number) {
  const [state, setState] = useState<QuestionnaireState>({ phase: 'loading' });
  const [status, setStatus] = useState<SaverStatus>('idle');
  const saver = useRef<SurveySaver | null>(null);
  const address = useQuestionAddress();
  const calls = useSurveyCalls();

  // While the page is open its own saver sends this topic; the offline queue leaves it alone.
  useEffect(() => holdTopic(address.topicId), [address.topicId]);
  useSurveyStart(tool, userId, { saver, setState, setStatus, calls, address });
  const { busy, saveAndExit, complete } = useSurveySaving(tool, saver);
  useLanguageRefresh(state, saver, setState, calls);
  const { answer, goTo } = useQuestionNavigation(state, saver, setState, address.showQuestion);

  return { state, status, busy, answer, goTo, saveAndExit, complete, topicId: address.topicId };
}
