import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOfflineStatus } from '../shared/offline/offline-status';
import { pages } from '../shared/paths';

const footerLink = 'inline-flex min-h-11 items-center font-bold text-accent underline underline-offset-4';

export function SiteFooter() {
  const { t } = useTranslation();
  const { install } = useOfflineStatus();
  return (
    <footer className="mt-12 border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8">
        <nav aria-label={t('NAV.FOOTER')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to={pages.gdpr} className={footerLink}>
                {t('NAV.PRIVACY')}
              </Link>
            </li>
            <li>
              <Link to={pages.accessibility} className={footerLink}>
                {t('NAV.ACCESSIBILITY')}
              </Link>
            </li>
            {/* Only where the browser offers to install (issue 22); the phone menu has it too. */}
            {install ? (
              <li>
                <button type="button" className={footerLink} onClick={() => void install()}>
                  {t('OFFLINE.INSTALL')}
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
        <p className="max-w-prose text-base text-text-muted">{t('FOOTER.FUNDING')}</p>
        <p className="text-base text-text-muted">{t('FOOTER.COPYRIGHT')}</p>
      </div>
    </footer>
  );
}
