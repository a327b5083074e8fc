import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { Tool } from '../../../contract/content';
import { isQuestionCompleted } from '../../../contract/question-rules';
import { Button } from '../../../ui/button';
import { CompletionMeter } from '../../../ui/completion-meter';
import { JumpToTop } from '../../../ui/jump-to-top';
import { ProgressBar } from '../../../ui/progress-bar';
import { QuestionView } from '../../../ui/question';
import { useSessionStatus } from '../../shared/session/session-status';
import { SignInNeeded } from '../../features/guards/sign-in-needed';
import { answeredCount, firstUnanswered } from '../../features/survey/questionnaire/answers';
import { SaveStatusLine } from '../../features/survey/saving/save-status-line';
import { QuestionCard, QuestionnaireColumn, questionnaireColumnClass, questionnaireLoadingBlocks } from './questionnaire-layout';
import { useQuestionnaire } from '../../features/survey/questionnaire/use-questionnaire';
import { ContentLoading } from '../../layout/content-loading';
import { usePageHead } from '../../shared/page-head/use-page-head';
import { topicSelectPath } from '../../shared/paths';
import { useAppSelector } from '../../store/hooks';
import { useConfigQuery } from '../../store/survey-api';

/**
 * /questionnaire and /wlb/questionnaire (docs/product/screens.md): open to logged-in users, and to anonymous
 * visitors only where the server allows anonymous taking.
 */
export function QuestionnairePage({ variant }: { variant: Tool }) {
  const status = useSessionStatus();
  const userId = useAppSelector((state) => state.auth.userInfo.id);
  // Only an anonymous visitor needs to know whether anonymous taking is allowed.
  const config = useConfigQuery(undefined, { skip: status !== 'anonymous' });
  if (status === 'checking' || (status === 'anonymous' && config.isLoading)) return <Loading />;
  if (status === 'anonymous' && !config.data?.allow_anonymous) return <SignInNeeded />;
  return <Questionnaire variant={variant} userId={userId ?? 0} />;
}

/** Loading in the page's layout: the heading's line, then the meter, the steps and the question's card. */
function Loading() {
  const { t } = useTranslation();
  usePageHead(t('PAGES.QUESTIONNAIRE'));
  return <ContentLoading label={t('SURVEY.LOADING')} className={questionnaireColumnClass} blocks={questionnaireLoadingBlocks} />;
}

function Questionnaire({ variant, userId }: { variant: Tool; userId: number }) {
  const { t } = useTranslation();
  const q = useQuestionnaire(variant, userId);
  const questionBox = useRef<HTMLDivElement>(null);
  const shownIndex = useRef<number | null>(null);
  const ready = q.state.phase === 'ready' ? q.state : null;
  usePageHead(ready ? `${ready.survey.topic.name} – ${t('PAGES.QUESTIONNAIRE')}` : t('PAGES.QUESTIONNAIRE'));

  // Moving to another question moves the keyboard focus to it (not on the first load).
  const index = ready?.index ?? null;
  useEffect(() => {
    if (index === null) return;
    if (shownIndex.current !== null && shownIndex.current !== index) questionBox.current?.focus();
    shownIndex.current = index;
  }, [index]);

  if (!Number.isInteger(q.topicId) || q.topicId <= 0) return <Navigate to={topicSelectPath(variant)} replace />;
  if (!ready) return <Loading />;

  const { survey } = ready;
  const questions = survey.questions;
  const question = questions[ready.index];
  const total = questions.length;
  const done = answeredCount(questions);
  const allDone = done === total;
  const isFirst = ready.index === 0;
  const isLast = ready.index === total - 1;
  const left = total - done;
  const firstOpen = firstUnanswered(questions);

  return (
    <QuestionnaireColumn topicName={survey.topic.name}>
      <CompletionMeter answered={done} total={total} />
      <ProgressBar answered={questions.map(isQuestionCompleted)} current={ready.index} onSelect={q.goTo} />
      <SaveStatusLine status={q.status} />
      {question ? (
        <QuestionCard ref={questionBox} subTopicName={question.sub_topic.name}>
          <QuestionView
            key={`${question.id}:${ready.version}`}
            question={question}
            number={ready.index + 1}
            onAnswer={q.answer}
          />
        </QuestionCard>
      ) : (
        <p>{t('SURVEY.EMPTY')}</p>
      )}
      <nav aria-label={t('SURVEY.NAVIGATION')} className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" disabled={isFirst} onClick={() => q.goTo(ready.index - 1)}>
          {t('SURVEY.BACK')}
        </Button>
        {!isLast ? (
          <Button onClick={() => q.goTo(ready.index + 1)}>{t('SURVEY.NEXT')}</Button>
        ) : allDone ? (
          <Button loading={q.busy === 'complete'} onClick={() => void q.complete()}>
            {t('SURVEY.COMPLETE')}
          </Button>
        ) : null}
      </nav>
      {isLast && !allDone ? (
        <div className="flex flex-col items-start gap-3 rounded-card border-s-4 border-accent bg-accent-soft p-4">
          <p className="m-0 text-lg font-bold">{t('SURVEY.NOT_COMPLETED', { count: left })}</p>
          {firstOpen >= 0 ? (
            <Button variant="secondary" onClick={() => q.goTo(firstOpen)}>
              {t('SURVEY.FIRST_UNANSWERED')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t-2 border-border pt-4">
        <Button variant="ghost" loading={q.busy === 'save'} onClick={() => void q.saveAndExit()}>
          {t('SURVEY.SAVE_AND_EXIT')}
        </Button>
        {/* In the flow, at the page's end: it covers no question. */}
        <JumpToTop focusTargetId="page-title" />
      </div>
    </QuestionnaireColumn>
  );
}
