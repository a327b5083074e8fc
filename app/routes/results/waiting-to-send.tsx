import { useTranslation } from 'react-i18next';
import { useOwnDrafts } from '../../features/survey/drafts/use-own-drafts';

/**
 * Completions asked for while the server could not be reached (a draft with `complete: true`, sent by the
 * offline queue): "waiting to be sent" above the history, which cannot list them before the server has
 * them. Shown whether or not the history itself could be loaded (offline it cannot).
 */
export function WaitingToSend({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const waiting = useOwnDrafts(userId).filter((draft) => draft.complete === true);
  if (waiting.length === 0) return null;
  return (
    <section
      aria-labelledby="waiting-heading"
      className="flex flex-col gap-2 rounded-card border-2 border-border border-s-8 border-s-accent bg-surface p-4"
    >
      <h2 id="waiting-heading" className="m-0 font-bold font-heading text-2xl">
        {t('HISTORY.WAITING_HEADING')}
      </h2>
      <p className="m-0 text-lg">{t('HISTORY.WAITING_INFO')}</p>
      <ul className="m-0 flex list-none flex-col gap-1 p-0">
        {waiting.map((draft) => (
          <li key={draft.survey_attempt} className="text-lg">
            <span className="font-bold">{draft.topic.name}</span> – {t('HISTORY.WAITING_ITEM')}
          </li>
        ))}
      </ul>
    </section>
  );
}
