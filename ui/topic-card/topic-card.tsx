import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { formatDateTime } from '../lib/intl-format';
import { LinkButton, type LinkRenderer, useLinkRenderer } from '../link-button';
import { Tooltip } from '../tooltip';

export interface TopicCardProps {
  name: string;
  description: string;
  /** Logged-in users also see "not filled in yet" and, for retryable attempts, the retry button. */
  loggedIn: boolean;
  /** An unfinished attempt exists (server or local draft). */
  inProgress?: boolean;
  /** When the latest completed attempt was completed; absent when there is none. */
  lastCompletedAt?: Date | string | null;
  /** The questionnaire of this topic (continue, fill again or fill survey). */
  startHref: string;
  /** The latest completed attempt's result page. */
  resultsHref?: string;
  /** Starting afresh (retry=1); set only for attempts that are unfinished, not fetched and retryable. */
  retryHref?: string;
  /** Renders links, e.g. as a router Link; defaults to the LinkRenderProvider's renderer, else <a>. */
  renderLink?: LinkRenderer;
  headingLevel?: 2 | 3;
  /** The attempt is kept on this device, so it can be continued without a connection. */
  offlineReady?: boolean;
  /** Completed on this device while offline; the completion waits to be sent. */
  waitingToSend?: boolean;
  /** Offers "Prepare for offline": starts the attempt now and keeps it on this device. */
  onPrepareOffline?: () => void;
  /** "Prepare for offline" is under way. */
  preparing?: boolean;
}

/** A topic on the topic-select page: name, description, status, the main button and, when offered, retry. */
export function TopicCard({
  name,
  description,
  loggedIn,
  inProgress = false,
  lastCompletedAt,
  startHref,
  resultsHref,
  retryHref,
  renderLink,
  headingLevel = 2,
  offlineReady = false,
  waitingToSend = false,
  onPrepareOffline,
  preparing = false,
}: TopicCardProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const renderAnchor = useLinkRenderer(renderLink);
  const completed = lastCompletedAt ? formatDateTime(lastCompletedAt, i18n.language) : null;
  const mainLabel = inProgress ? t('TOPIC.CONTINUE') : completed ? t('TOPIC.FILL-AGAIN') : t('TOPIC.FILL-SURVEY');
  const forTopic = <span className="sr-only">: {name}</span>;
  const mainLink = useRef<HTMLAnchorElement>(null);
  const wasPreparing = useRef(preparing);
  useEffect(() => {
    // "Prepare for offline" did its work and gave way to the status: the focus it had goes to the main link.
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (wasPreparing.current && !preparing && offlineReady && focusLost) mainLink.current?.focus();
    wasPreparing.current = preparing;
  }, [preparing, offlineReady]);

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card border-2 border-border bg-surface p-4 desktop:p-6"
    >
      <Heading id={headingId} className="break-words font-heading text-xl font-bold leading-snug desktop:text-2xl">
        {name}
      </Heading>
      <p className="text-lg">{description}</p>

      <div className="flex flex-col gap-1 text-lg">
        {waitingToSend ? (
          <Status kind="progress">{t('TOPIC.STATUS-WAITING')}</Status>
        ) : inProgress ? (
          <Status kind="progress">{t('TOPIC.STATUS-IN-PROGRESS')}</Status>
        ) : null}
        {offlineReady && !waitingToSend ? <Status kind="plain">{t('TOPIC.OFFLINE-READY')}</Status> : null}
        {completed ? (
          <Status kind={inProgress ? 'plain' : 'done'}>
            {t(inProgress ? 'TOPIC.LAST-DONE' : 'TOPIC.STATUS-DONE', { date: completed })}
          </Status>
        ) : null}
        {!inProgress && !completed && loggedIn ? <Status kind="todo">{t('TOPIC.STATUS-NOT-DONE')}</Status> : null}
        {completed && resultsHref
          ? renderAnchor({
              href: resultsHref,
              className: cn(
                'inline-flex min-h-11 items-center self-start rounded-control font-bold text-accent underline underline-offset-4',
                'focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-focus',
              ),
              children: (
                <>
                  {t('TOPIC.SEE-RESULTS')}
                  {forTopic}
                </>
              ),
            })
          : null}
      </div>

      <div className="mt-auto flex flex-wrap gap-3 pt-2">
        <LinkButton ref={mainLink} href={startHref} renderLink={renderLink}>
          {mainLabel}
          {forTopic}
        </LinkButton>
        {loggedIn && retryHref ? (
          <Tooltip content={t('TOPIC.RETRY-HINT')}>
            <LinkButton href={retryHref} renderLink={renderLink} variant="secondary">
              {t('TOPIC.RETRY')}
              {forTopic}
            </LinkButton>
          </Tooltip>
        ) : null}
        {loggedIn && onPrepareOffline && !offlineReady ? (
          <Button type="button" variant="secondary" loading={preparing} onClick={onPrepareOffline}>
            {t('TOPIC.PREPARE-OFFLINE')}
            {forTopic}
          </Button>
        ) : null}
      </div>
    </article>
  );
}

type StatusKind = 'done' | 'progress' | 'todo' | 'plain';

/** A status line with a shape that tells it apart without colour: tick, half-filled circle or empty circle. */
function Status({ kind, children }: { kind: StatusKind; children: ReactNode }) {
  return (
    <p className={cn('flex items-center gap-2', kind === 'done' && 'font-bold text-success', kind === 'progress' && 'font-bold')}>
      {kind === 'plain' ? null : <StatusIcon kind={kind} />}
      <span>{children}</span>
    </p>
  );
}

function StatusIcon({ kind }: { kind: Exclude<StatusKind, 'plain'> }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0">
      <circle cx={10} cy={10} r={8} fill="none" stroke="currentColor" strokeWidth={2} />
      {kind === 'done' ? <path d="M6 10.5l2.5 2.5L14 7.5" fill="none" stroke="currentColor" strokeWidth={2.2} /> : null}
      {kind === 'progress' ? <path d="M10 2a8 8 0 0 1 0 16z" fill="currentColor" /> : null}
    </svg>
  );
}
