import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttemptSummary } from '../../../contract/api/survey';
import type { Tool } from '../../../contract/content';
import { Spinner } from '../../../ui/spinner';
import { TopicCard } from '../../../ui/topic-card';
import { isUnreachable, toApiFailure } from '../../shared/api-failure';
import { useSnackbar } from '../../shared/use-snackbar';
import { useSessionStatus } from '../../shared/session/session-status';
import { SignInNeeded } from '../../features/guards/sign-in-needed';
import { useValidatedDrafts } from '../../features/survey/drafts/use-validated-drafts';
import { CallFailure } from '../../features/survey/start/start-survey';
import { prepareForOffline } from '../../features/survey/offline/prepare-offline';
import { useSurveyCalls } from '../../features/survey/calls/use-survey-calls';
import { useOnline } from '../../shared/offline/use-online';
import { usePageHead } from '../../shared/page-head/use-page-head';
import { questionnairePath, resultPath } from '../../shared/paths';
import { sessionCleared } from '../../store/auth-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useConfigQuery, useTopicsQuery } from '../../store/survey-api';

/**
 * /topic-select and /wlb/topic-select (docs/product/screens.md). Logged-in users; anonymous visitors only where the
 * server allows anonymous taking, otherwise they are asked to log in (docs/product/roles.md sends them home).
 */
export function TopicSelectPage({ variant }: { variant: Tool }) {
  const dispatch = useAppDispatch();
  const status = useSessionStatus();
  const config = useConfigQuery(undefined, { skip: status !== 'anonymous' });
  const denied = status === 'anonymous' && !config.isLoading && !config.data?.allow_anonymous;
  useEffect(() => {
    if (denied) dispatch(sessionCleared());
  }, [denied, dispatch]);
  if (status === 'checking' || (status === 'anonymous' && config.isLoading)) return <Loader />;
  if (denied) return <SignInNeeded />;
  return <TopicList variant={variant} />;
}

function Loader() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center p-10">
      <Spinner size="large" label={t('SURVEY.TOPICS_LOADING')} showLabel />
    </div>
  );
}

function TopicList({ variant }: { variant: Tool }) {
  const { t } = useTranslation();
  usePageHead(t('PAGES.TOPIC_SELECT'));
  const snackbar = useSnackbar();
  const userId = useAppSelector((state) => state.auth.userInfo.id);
  const loggedIn = userId !== null;
  const { data, error, isLoading } = useTopicsQuery(variant, { refetchOnMountOrArgChange: true });
  const topics = data?.topics ?? [];
  const drafts = useValidatedDrafts(
    topics.map((topic) => topic.id),
    userId ?? 0,
  );

  useEffect(() => {
    // docs/product/messages.md: a topic load failure shows SNACKBAR.ERROR.
    if (error) snackbar.failure(toApiFailure(error), isUnreachable(error) ? { messageKey: 'SNACKBAR.ERROR' } : {});
  }, [error, snackbar]);

  const online = useOnline();
  const prepare = usePrepareForOffline(variant, userId ?? 0);

  const attemptsOf = (topicId: number) => {
    const list: AttemptSummary[] = data?.survey_attempts.filter((a) => a.topic === topicId) ?? [];
    return { open: list.find((a) => !a.completed), done: list.find((a) => a.completed) };
  };

  return (
    <section aria-labelledby="page-title" className="page-column flex max-w-5xl flex-col gap-6 px-4 py-8">
      <h1 id="page-title" className="font-heading text-3xl font-bold">
        {t('PAGES.TOPIC_SELECT')}
      </h1>
      <p className="m-0 text-lg">{t('SURVEY.TOPICS_INFO')}</p>
      {!online && topics.length > 0 ? (
        <p className="m-0 border-accent border-s-4 ps-4 text-lg">{t('SURVEY.TOPICS_OFFLINE')}</p>
      ) : null}
      {isLoading ? (
        <Loader />
      ) : topics.length === 0 ? (
        <p className="m-0 text-lg">{error ? t('SURVEY.TOPICS_FAILED') : t('SURVEY.TOPICS_EMPTY')}</p>
      ) : (
        <ul className="m-0 grid list-none grid-cols-1 gap-6 p-0 desktop:grid-cols-2">
          {topics.map((topic) => {
            const { open, done } = attemptsOf(topic.id);
            const draft = drafts.get(topic.id);
            const offlineReady = !!draft || prepare.prepared.has(topic.id);
            const inProgress = !!open || offlineReady;
            // Retry starts afresh; it is offered for every unfinished attempt (docs/decisions/survey-taking.md).
            const retryable = open?.retryable || !!draft;
            // Preparing starts what the main button would open: a completed topic's new attempt asks for it.
            const retry = !!done && !inProgress;
            return (
              <li key={topic.id} className="flex flex-col *:grow">
                <TopicCard
                  name={topic.name}
                  description={topic.description}
                  loggedIn={loggedIn}
                  inProgress={inProgress}
                  lastCompletedAt={done?.completed_at ?? null}
                  // A completed topic's questionnaire opens its result; "Fill in again" asks for a new attempt.
                  startHref={questionnairePath(variant, topic.id, retry ? { retry: true } : undefined)}
                  resultsHref={done ? resultPath(variant, done.id) : undefined}
                  retryHref={inProgress && retryable ? questionnairePath(variant, topic.id, { retry: true }) : undefined}
                  offlineReady={offlineReady}
                  waitingToSend={draft?.complete === true}
                  onPrepareOffline={loggedIn && online ? () => prepare.start(topic.id, retry) : undefined}
                  preparing={prepare.topicId === topic.id}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * "Prepare for offline": starts the topic's attempt now and keeps it on this device (prepare-offline.ts).
 * A prepared topic counts as ready at once (its draft is validated again with the others meanwhile).
 */
function usePrepareForOffline(tool: Tool, userId: number) {
  const calls = useSurveyCalls();
  const snackbar = useSnackbar();
  const language = useAppSelector((state) => state.language.language);
  const [topicId, setTopicId] = useState<number | null>(null);
  const [prepared, setPrepared] = useState<ReadonlySet<number>>(new Set());
  const start = async (topic: number, retry: boolean) => {
    if (topicId !== null) return;
    setTopicId(topic);
    try {
      if (await prepareForOffline({ tool, topicId: topic, userId, language, retry, calls })) {
        setPrepared((before) => new Set([...before, topic]));
        snackbar.success('SURVEY.PREPARED_OFFLINE');
      }
    } catch (error) {
      if (error instanceof CallFailure) snackbar.failure(error);
      else snackbar.error('SNACKBAR.ERROR');
    } finally {
      setTopicId(null);
    }
  };
  return { topicId, prepared, start };
}
