import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ModalHost } from './modal-host';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useThemeFromPath } from './use-theme-from-path';

export function AppLayout() {
  const { t } = useTranslation();
  const theme = useThemeFromPath();
  return (
    <div className="flex min-h-screen flex-col bg-page font-body text-lg text-text">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-surface focus:p-3"
      >
        {t('APP.SKIP_TO_CONTENT')}
      </a>
      <SiteHeader variant={theme} />
      <main id="main" tabIndex={-1} className="grow focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ModalHost />
    </div>
  );
}
