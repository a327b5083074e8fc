import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { useOfflineStatus } from './offline-status';

/**
 * "A new version is ready" with its reload button, shown while a new build's service worker waits. It stays
 * until chosen: the respondent finishes the question first, and the draft is kept through the reload.
 */
export function UpdateBanner() {
  const { t } = useTranslation();
  const { update } = useOfflineStatus();
  return (
    <div role="status" className="empty:hidden">
      {update ? (
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 border-s-4 border-accent bg-accent-soft px-4 py-3 text-lg">
          <p className="m-0 grow">{t('OFFLINE.UPDATE_READY')}</p>
          <Button type="button" onClick={update}>
            {t('OFFLINE.UPDATE_RELOAD')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
