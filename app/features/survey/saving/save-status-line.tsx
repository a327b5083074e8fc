import { useTranslation } from 'react-i18next';
import type { SaverStatus } from './survey-saver';

const messages: Record<Exclude<SaverStatus, 'idle'>, string> = {
  unreachable: 'SURVEY.STATUS_OFFLINE',
  reconnected: 'SURVEY.STATUS_RECONNECTED',
  stale: 'SURVEY.STATUS_STALE',
};

/**
 * The questionnaire's calm, persistent line about saving (role=status, so it is announced politely): shown
 * while the server cannot be reached, when it is back, and when another device's newer answers replaced
 * these. It stays until the situation changes, unlike a snackbar.
 */
export function SaveStatusLine({ status }: { status: SaverStatus }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="empty:hidden">
      {status === 'idle' ? null : (
        <p
          className={
            status === 'reconnected'
              ? 'm-0 rounded-control border-s-4 border-success bg-surface px-4 py-3 text-lg'
              : 'm-0 rounded-control border-s-4 border-accent bg-accent-soft px-4 py-3 text-lg'
          }
        >
          {t(messages[status])}
        </p>
      )}
    </div>
  );
}
