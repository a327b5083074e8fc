import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Survey } from '../../../contract/api/survey';
import type { Tool } from '../../../contract/content';
import type { Answer } from '../../../contract/questions';
import { homePath, resultPath, topicSelectPath } from '../../shared/paths';
import { useAppSelector } from '../../store/hooks';
import {
  useChangeLanguageMutation,
  useGenerateSurveyMutation,
  useGetSurveyMutation,
  useSubmitSurveyMutation,
  useValidateAttemptMutation,
} from '../../store/survey-api';
import { useSnackbar } from '../../shared/use-snackbar';
import { initialIndex, keepAnswers, withAnswer, withStarted } from './answers';
import { callFailure, surveyMessageKeys } from './call-failure';
import { readDraft, removeDraft, writeDraft } from './local-draft';
import { CallFailure, startSurvey } from './start-survey';
import { createSurveySaver, type SaverStatus, type SurveySaver } from './survey-saver';

const unwrapOrFail = async <T>(promise: { unwrap: () => Promise<T> }): Promise<T> => {
  try {
    return await promise.unwrap();
  } catch (error) {
    throw callFailure(error);
  }
};

export type QuestionnaireState =
  | { phase: 'loading' }
  | {
      phase: 'ready';
      survey: Survey;
      index: number;
      /** Bumped when the server's copy replaces this one, so answer fields start afresh. */
      version: number;
    };

/**
 * The questionnaire's behaviour (spec section 4): the start algorithm, the active question in the address
 * (replaced, never a new history entry), answers kept on the device at once and on the server after a
 * pause, language changes through change-language, save and exit, and completion.
 */
export function useQuestionnaire(variant: Tool, userId: number) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const language = useAppSelector((state) => state.language.language);
  const [params, setParams] = useSearchParams();
  const topicId = Number(params.get('topic-id'));
  const retry = params.get('retry') === '1';
  const questionParam = params.get('question-id');

  const [getSurvey] = useGetSurveyMutation();
  const [generateSurvey] = useGenerateSurveyMutation();
  const [validateAttempt] = useValidateAttemptMutation();
  const [submitSurvey] = useSubmitSurveyMutation();
  const [changeLanguage] = useChangeLanguageMutation();

  const [state, setState] = useState<QuestionnaireState>({ phase: 'loading' });
  const [status, setStatus] = useState<SaverStatus>('idle');
  const [busy, setBusy] = useState<'save' | 'complete' | null>(null);
  const saver = useRef<SurveySaver | null>(null);
  const started = useRef<string | null>(null);
  const languageAsked = useRef<string | null>(null);

  const showQuestionInAddress = useCallback(
    (questionId: number) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('retry');
          next.set('question-id', String(questionId));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // Start (spec section 4, steps 1 to 7), once per topic and user.
  useEffect(() => {
    const key = `${topicId}:${userId}:${retry}`;
    if (started.current === key || !Number.isInteger(topicId) || topicId <= 0) return;
    started.current = key;
    void (async () => {
      try {
        const outcome = await startSurvey({
          retry,
          userId,
          language,
          readLocal: () => readDraft(topicId),
          removeLocal: () => removeDraft(topicId),
          fetchServer: async () => {
            try {
              return await unwrapOrFail(getSurvey({ topic: topicId }));
            } catch (failure) {
              if (failure instanceof CallFailure && failure.messageKey === surveyMessageKeys.noAttemptInProgress) return null;
              throw failure;
            }
          },
          validate: (attempt) => unwrapOrFail(validateAttempt({ survey_attempt: attempt })),
          generate: (again) => unwrapOrFail(generateSurvey({ topic: topicId, ...(again ? { retry: true } : {}) })),
        });
        const questionId = questionParam === null ? null : Number(questionParam);
        const index = initialIndex(outcome.survey.questions, Number.isFinite(questionId) ? questionId : null);
        const now = new Date();
        const survey: Survey = {
          ...outcome.survey,
          questions: outcome.survey.questions.map((q, i) => (i === index ? withStarted(q, now) : q)),
        };
        saver.current?.dispose();
        saver.current = createSurveySaver(
          survey,
          {
            submit: (body) => unwrapOrFail(submitSurvey(body)),
            fetchCopy: (attempt) => unwrapOrFail(getSurvey({ survey_attempt: attempt })),
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
          { unsent: outcome.unsynced || outcome.offline },
        );
        writeDraft({ ...survey, synced: !(outcome.unsynced || outcome.offline) });
        setState({ phase: 'ready', survey, index, version: 0 });
        if (outcome.survey.questions[index]) showQuestionInAddress(outcome.survey.questions[index].id);
        if (outcome.offline) setStatus('unreachable');
        if (outcome.unsynced || outcome.offline) void saver.current.save({ force: true });
      } catch (error) {
        const messageKey = error instanceof CallFailure ? error.messageKey : 'BACKEND-RESPONSES.An unexpected error occurred';
        snackbar.error(messageKey);
        void navigate(topicSelectPath(variant), { replace: true });
      }
    })();
  }, [
    topicId,
    userId,
    retry,
    language,
    questionParam,
    getSurvey,
    validateAttempt,
    generateSurvey,
    submitSurvey,
    snackbar,
    navigate,
    variant,
    showQuestionInAddress,
  ]);

  // Timers stop when the page goes; answers not sent yet are sent once more on the way out.
  useEffect(() => {
    saver.current?.resume();
    const online = () => saver.current?.retryNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      const current = saver.current;
      if (current?.hasUnsent()) void current.save();
      current?.dispose();
    };
  }, []);

  // A language change refreshes the texts through change-language and keeps this device's answers.
  const surveyLanguage = state.phase === 'ready' ? state.survey.language : null;
  const attemptId = state.phase === 'ready' ? state.survey.survey_attempt : null;
  useEffect(() => {
    if (!surveyLanguage || !attemptId || surveyLanguage === language) return;
    const asked = `${attemptId}:${language}`;
    if (languageAsked.current === asked) return;
    languageAsked.current = asked;
    void (async () => {
      try {
        const translated = await unwrapOrFail(changeLanguage({ survey_attempt: attemptId }));
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
        setState((s) => (s.phase === 'ready' ? { ...s, survey: merged } : s));
      } catch (error) {
        // Spec section 8: change-language failures are only logged; the texts stay as they were.
        languageAsked.current = null;
        console.warn('The survey texts could not be changed to the new language', error);
      }
    })();
  }, [surveyLanguage, attemptId, language, changeLanguage]);

  const index = state.phase === 'ready' ? state.index : -1;
  const answer = useCallback(
    (value: Answer, meta?: { pasted: boolean }) => {
      const current = saver.current;
      if (!current) return;
      const mine = current.current();
      const question = mine.questions[index];
      if (!question) return;
      const next: Survey = {
        ...mine,
        questions: mine.questions.map((q, i) => (i === index ? withAnswer(question, value, new Date(), meta) : q)),
      };
      current.change(next);
      setState((s) => (s.phase === 'ready' ? { ...s, survey: next } : s));
    },
    [index],
  );

  const goTo = useCallback(
    (index: number) => {
      const current = saver.current;
      if (!current || state.phase !== 'ready') return;
      const mine = current.current();
      const target = mine.questions[index];
      if (!target) return;
      let next = mine;
      if (!target.started_at) {
        next = { ...mine, questions: mine.questions.map((q, i) => (i === index ? withStarted(q, new Date()) : q)) };
        current.replaceTexts(next);
      }
      setState((s) => (s.phase === 'ready' ? { ...s, survey: next, index } : s));
      showQuestionInAddress(target.id);
    },
    [state.phase, showQuestionInAddress],
  );

  const saveAndExit = useCallback(async () => {
    const current = saver.current;
    if (!current || busy) return;
    setBusy('save');
    const outcome = await current.save({ force: true });
    setBusy(null);
    if (outcome.result === 'saved' || outcome.result === 'completed') {
      snackbar.success('SURVEY.SAVED_AND_EXITED');
      void navigate(homePath(variant));
    } else if (outcome.result === 'unreachable') {
      snackbar.info('SURVEY.EXIT_OFFLINE');
      void navigate(homePath(variant));
    } else if (outcome.result === 'finished-elsewhere') {
      removeDraft(current.current().topic.pk);
      snackbar.info('BACKEND-RESPONSES.This survey has already been completed');
      void navigate(topicSelectPath(variant));
    } else if (outcome.result === 'refused') {
      snackbar.error(outcome.messageKey);
    }
  }, [busy, snackbar, navigate, variant]);

  const complete = useCallback(async () => {
    const current = saver.current;
    if (!current || busy) return;
    setBusy('complete');
    const outcome = await current.save({ complete: true });
    setBusy(null);
    const survey = current.current();
    if (outcome.result === 'completed') {
      current.dispose();
      removeDraft(survey.topic.pk);
      void navigate(resultPath(variant, survey.survey_attempt));
    } else if (outcome.result === 'finished-elsewhere') {
      removeDraft(survey.topic.pk);
      snackbar.info('BACKEND-RESPONSES.This survey has already been completed');
      void navigate(topicSelectPath(variant));
    } else if (outcome.result === 'refused') {
      snackbar.error(outcome.messageKey);
    }
    // 'unreachable' and 'stale' are told in the page's status line; the answers stay.
  }, [busy, snackbar, navigate, variant]);

  return { state, status, busy, answer, goTo, saveAndExit, complete, topicId };
}
