import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Survey } from '../../../../contract/api/survey';
import type { Tool } from '../../../../contract/content';
import { backendMessageKey, unexpectedError } from '../../../../contract/wire';
import { resultPath, topicSelectPath } from '../../../shared/paths';
import { useSnackbar } from '../../../shared/use-snackbar';
import { useAppSelector } from '../../../store/hooks';
import { openingIndex, withStarted } from '../questionnaire/answers';
import { surveyMessageKeys } from '../calls/call-failure';
import { writeDraft } from '../drafts/draft-store';
import type { SaverRef, SetQuestionnaireState } from '../questionnaire/questionnaire-state';
import { surveyStartDeps } from './start-deps';
import { CallFailure, startSurvey } from './start-survey';
import { createSurveySaver, type SaverStatus } from '../saving/survey-saver';
import type { QuestionAddress } from '../questionnaire/use-question-address';
import type { SurveyCalls } from '../calls/use-survey-calls';

/** The survey opened at the question the address names (or the first unanswered), that question started now. */
function openAt(survey: Survey, questionParam: string | null) {
  const index = openingIndex(survey.questions, questionParam);
  const now = new Date();
  return { index, survey: { ...survey, questions: survey.questions.map((q, i) => (i === index ? withStarted(q, now) : q)) } };
}

/** A saver of the opened survey, sending through the API and keeping the draft and the page's state. */
function saverFor(survey: Survey, unsent: boolean, { calls, setState, setStatus }: Omit<SurveyStartParts, 'saver' | 'address'>) {
  return createSurveySaver(
    survey,
    {
      submit: calls.submit,
      fetchCopy: calls.fetchCopy,
      persist: writeDraft,
      onStatus: setStatus,
      onReplaced: (copy) =>
        setState((s) =>
          s.phase === 'ready'
            ? { ...s, survey: copy, version: s.version + 1 }
            : { phase: 'ready', survey: copy, index: 0, version: 1 },
        ),
      staleKey: surveyMessageKeys.staleSubmit,
      finishedKey: surveyMessageKeys.alreadyCompleted,
    },
    { unsent },
  );
}

export interface SurveyStartParts {
  saver: SaverRef;
  setState: SetQuestionnaireState;
  setStatus: (status: SaverStatus) => void;
  calls: SurveyCalls;
  address: QuestionAddress;
}

/**
 * The questionnaire's start (docs/product/behaviour.md, steps 1 to 7), once per topic and user: finds or makes the
 * attempt, opens it at its question and hands it to a new saver; answers this device had not sent yet go
 * at once. A completed topic with nothing to continue opens its result (replacing this address). A failure is told in the snackbar and leads back to topic select.
 */
export function useSurveyStart(tool: Tool, userId: number, { saver, setState, setStatus, calls, address }: SurveyStartParts) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const language = useAppSelector((state) => state.language.language);
  const started = useRef<string | null>(null);
  const { topicId, retry, questionParam, showQuestion } = address;

  useEffect(() => {
    const key = `${topicId}:${userId}:${retry}`;
    if (started.current === key || !Number.isInteger(topicId) || topicId <= 0) return;
    started.current = key;
    void (async () => {
      try {
        const outcome = await startSurvey(surveyStartDeps({ tool, topicId, userId, language, retry, calls }));
        if (outcome.step === 'completed') {
          void navigate(resultPath(tool, outcome.completedAttempt), { replace: true });
          return;
        }
        const unsent = outcome.unsynced || outcome.offline;
        const { survey, index } = openAt(outcome.survey, questionParam);
        saver.current?.dispose();
        saver.current = saverFor(survey, unsent, { calls, setState, setStatus });
        writeDraft({ ...survey, synced: !unsent });
        setState({ phase: 'ready', survey, index, version: 0 });
        if (outcome.survey.questions[index]) showQuestion(outcome.survey.questions[index].id);
        if (outcome.offline) setStatus('unreachable');
        if (unsent) void saver.current.save({ force: true });
      } catch (error) {
        if (error instanceof CallFailure) snackbar.failure(error);
        else snackbar.error(backendMessageKey(unexpectedError.en));
        void navigate(topicSelectPath(tool), { replace: true });
      }
    })();
  }, [
    topicId,
    userId,
    retry,
    language,
    questionParam,
    calls,
    saver,
    setState,
    setStatus,
    snackbar,
    navigate,
    tool,
    showQuestion,
  ]);
}
