import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
// A file of its own, not a data address inlined into the first script (bench:bundle's 150 KB budget).
import euEmblem from '../assets/illustrations/eu-emblem.svg?no-inline';
import { organisation } from '../content/organisation';
import { withMailLinks } from '../shared/mail-links';
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
              <Link to={pages.guides} className={footerLink}>
                {t('GUIDES.TITLE')}
              </Link>
            </li>
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
            {/* Only where the browser offers to install; the phone menu has it too. */}
            {install ? (
              <li>
                <button type="button" className={footerLink} onClick={() => void install()}>
                  {t('OFFLINE.INSTALL')}
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
        <p className="m-0 max-w-prose text-base">{withMailLinks(t, 'FOOTER.CONTACT', { email: organisation.contactEmail })}</p>
        {/* The programme's rule: the emblem, with "Co-funded by the European Union" on its right. */}
        <p className="m-0 flex items-center gap-3 font-bold text-base" data-eu-funding="">
          <img src={euEmblem} alt={t('FOOTER.EU_EMBLEM_ALT')} width={72} height={48} className="shrink-0" />
          <span>{t('FOOTER.CO_FUNDED')}</span>
        </p>
        <p className="m-0 max-w-prose text-base text-text-muted">{t('FOOTER.DISCLAIMER')}</p>
        <p className="m-0 text-base text-text-muted">{t('FOOTER.COPYRIGHT')}</p>
      </div>
    </footer>
  );
}
