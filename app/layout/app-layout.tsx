import { useTranslation } from 'react-i18next';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SessionBootstrap } from '../features/session/session-bootstrap';
import { StoreErrorGate } from './error-boundary';
import { LinkRenderProvider } from '../../ui/link-button';
import { ModalHost } from './modal-host';
import { PageLoading } from './page-loading';
import { renderRouterLink } from './router-link';
import { SnackbarHost } from './snackbar-host';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useThemeFromPath } from './use-theme-from-path';

export function AppLayout() {
  const { t } = useTranslation();
  const theme = useThemeFromPath();
  return (
    <LinkRenderProvider renderLink={renderRouterLink}>
      <div className="flex min-h-screen flex-col bg-page font-body text-lg text-text">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-surface focus:p-3"
        >
          {t('APP.SKIP_TO_CONTENT')}
        </a>
        <SiteHeader variant={theme} />
        <main id="main" tabIndex={-1} className="grow focus:outline-none">
          <StoreErrorGate>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </StoreErrorGate>
        </main>
        <SiteFooter />
        <ModalHost />
        <SnackbarHost />
        <SessionBootstrap />
      </div>
    </LinkRenderProvider>
  );
}
