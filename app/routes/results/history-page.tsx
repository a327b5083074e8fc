import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../ui/lib/intl-format';
import { Spinner } from '../../../ui/spinner';
import { failureReference, toApiFailure } from '../../shared/api-failure';
import { inlineLinkClass } from '../../shared/inline-link';
import { usePageHead } from '../../shared/page-head/use-page-head';
import { resultPath, toolOfTopic, topicSelectPath } from '../../shared/paths';
import { useAppSelector } from '../../store/hooks';
import { useAttemptResultsQuery, useAttemptsQuery } from '../../store/results-api';
import { groupByTopic, levelTrends, sharingTheirMinute, type TopicGroup } from './history-data';
import { LoadProblem } from './load-problem';
import { WaitingToSend } from './waiting-to-send';

/** /history (docs/product/screens.md, "Surveys"): the latest result, then every result per topic with the level trend. */
export function HistoryPage() {
  const { t, i18n } = useTranslation();
  usePageHead(t('PAGES.HISTORY'));
  const language = useAppSelector((state) => state.language.language);
  const userId = useAppSelector((state) => state.auth.userInfo.id) ?? 0;
  const { data, error, isLoading, refetch } = useAttemptsQuery({ language });

  if (isLoading) {
    return (
      <div className="flex justify-center p-10">
        <Spinner size="large" label={t('HISTORY.LOADING')} showLabel />
      </div>
    );
  }
  if (error || !data) {
    const failure = toApiFailure(error);
    return (
      <LoadProblem
        page="history"
        kind="failed"
        messageKey={failure.messageKey}
        reference={failureReference(failure)}
        onRetry={() => refetch()}
      >
        <WaitingToSend userId={userId} />
      </LoadProblem>
    );
  }
  const [latest] = data.results;
  const groups = groupByTopic(data.results);
  const date = (iso: string) => formatDateTime(iso, i18n.language);

  return (
    <section aria-labelledby="page-title" className="page-column flex w-full max-w-3xl flex-col gap-8 px-4 py-8 desktop:py-10">
      <h1 id="page-title" className="m-0 font-bold font-heading text-4xl leading-tight">
        {t('HISTORY.TITLE')}
      </h1>
      <WaitingToSend userId={userId} />
      {!latest ? (
        <div className="flex flex-col gap-2">
          <p className="m-0 text-lg">{t('HISTORY.EMPTY')}</p>
          <p className="m-0">
            <Link to={topicSelectPath('general')} className={inlineLinkClass}>
              {t('HISTORY.EMPTY_LINK')}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <section
            aria-labelledby="latest-heading"
            className="flex flex-col gap-2 rounded-card border-2 border-border bg-surface p-4"
          >
            <h2 id="latest-heading" className="m-0 font-bold font-heading text-2xl">
              {t('HISTORY.LATEST_HEADING')}
            </h2>
            <p className="m-0 text-xl font-bold">{latest.topic.name}</p>
            <p className="m-0 text-lg">{t('RESULT_PAGE.COMPLETED_ON', { date: date(latest.completed_at) })}</p>
            <p className="m-0">
              <Link to={resultPath(toolOfTopic(latest.topic), latest.id)} className={inlineLinkClass}>
                {t('HISTORY.OPEN_LATEST')}
              </Link>
            </p>
          </section>
          <section aria-labelledby="topics-heading" className="flex flex-col gap-4">
            <h2 id="topics-heading" className="m-0 font-bold font-heading text-2xl">
              {t('HISTORY.BY_TOPIC_HEADING')}
            </h2>
            {groups.map((group) => (
              <TopicHistory key={group.topic.pk} group={group} language={language} />
            ))}
          </section>
        </>
      )}
    </section>
  );
}

function TopicHistory({ group, language }: { group: TopicGroup; language: string }) {
  const { t, i18n } = useTranslation();
  // Two results in one minute would read the same: they show their seconds, and the newest is marked.
  const sharing = sharingTheirMinute(group.attempts);
  const date = (attempt: TopicGroup['attempts'][number]) =>
    formatDateTime(attempt.completed_at, i18n.language, { seconds: sharing.has(attempt.id) });
  return (
    <details className="topic-history rounded-card border-2 border-border bg-surface p-4" open>
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-bold font-heading text-xl focus-visible:outline-4 focus-visible:outline-focus">
        <span>{group.topic.name}</span>
        {group.topic.wlb ? <span className="font-normal text-lg">({t('NAV.TO_WLB')})</span> : null}
        <span className="font-normal text-lg">– {t('HISTORY.RESULT_COUNT', { n: group.attempts.length })}</span>
      </summary>
      <ol className="mt-3 flex list-none flex-col p-0" aria-label={t('HISTORY.DATES_LABEL', { topic: group.topic.name })}>
        {group.attempts.map((attempt, index) => (
          <li
            key={attempt.id}
            className="py-1 desktop:[&:nth-child(4n):not(:last-child)]:border-b-2 desktop:[&:nth-child(4n):not(:last-child)]:border-border-strong desktop:[&:nth-child(4n):not(:last-child)]:pb-3 desktop:[&:nth-child(4n+1):not(:first-child)]:pt-3"
          >
            <Link to={resultPath(toolOfTopic(attempt.topic), attempt.id)} className={inlineLinkClass}>
              {date(attempt)}
              {index === 0 && group.attempts.length > 1 ? ` (${t('HISTORY.LATEST_MARK')})` : null}
            </Link>
          </li>
        ))}
      </ol>
      <LevelTrendList latestId={group.attempts[0]!.id} language={language} />
    </details>
  );
}

/** The level per sub-topic from the oldest to the newest of the last results (at most five). */
function LevelTrendList({ latestId, language }: { latestId: string; language: string }) {
  const { t } = useTranslation();
  const { data } = useAttemptResultsQuery({ id: latestId, language });
  if (!data || data.length < 2) return null;
  const trends = levelTrends(data);
  return (
    <div className="mt-4">
      <h3 className="m-0 font-bold text-lg">{t('HISTORY.TREND_HEADING')}</h3>
      <p className="m-0 text-text-muted">{t('HISTORY.TREND_HINT')}</p>
      <ul className="mt-2 flex list-none flex-col gap-1 p-0">
        {trends.map((trend) => (
          <li key={trend.subTopic} className="text-lg">
            <span className="font-bold">{trend.subTopic}:</span>{' '}
            <span aria-hidden="true">{t('HISTORY.TREND_LEVELS', { levels: trend.levels.join(' → ') })}</span>
            <span className="sr-only">{t('HISTORY.TREND_LEVELS', { levels: trend.levels.join(`, ${t('HISTORY.THEN')} `) })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
