import { useTranslation } from 'react-i18next';
import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { OfflineQueueWhenNeeded, SessionBootstrap, SessionUnreachableNotice } from './session-parts';
import { StoreErrorGate } from './error-boundary';
import { LinkRenderProvider } from '../../ui/link-button';
import { ModalHost } from './modal-host';
import { PageLoading } from './page-loading';
import { renderRouterLink } from '../shared/router-link';
import { scrollKey } from './scroll-key';
import { SnackbarHost } from './snackbar-host';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useRouteFocus } from './use-route-focus';
import { useToolTheme } from './use-tool-theme';
import { useAppSelector } from '../store/hooks';
import { isLanguageCode } from '../../contract/languages';
import { UpdateBanner } from '../shared/offline/update-banner';
import { useManifestLink } from '../shared/offline/use-manifest-link';

/**
 * A prerendered page arrives inert (scripts/prerender.mjs); once the page inside the boundary this sits in
 * has been hydrated, it takes taps, keys and screen readers.
 */
function PageInteractive() {
  useEffect(() => {
    const root = document.getElementById('root');
    root?.removeAttribute('inert');
    root?.removeAttribute('aria-disabled');
  }, []);
  return null;
}

export function AppLayout() {
  const { t, i18n } = useTranslation();
  const tool = useToolTheme();
  useManifestLink(tool, isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en');
  useRouteFocus();
  const hasToken = useAppSelector((state) => Boolean(state.auth.token));
  return (
    <LinkRenderProvider renderLink={renderRouterLink}>
      <div className="flex min-h-screen flex-col bg-page font-body text-lg text-text">
        <a
          href="#main"
          // Shown over the header bar, so its ring takes the header's ring colour.
          className="sr-only [--sv-focus:var(--sv-focus-on-header)] focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-surface focus:p-3"
        >
          {t('APP.SKIP_TO_CONTENT')}
        </a>
        <SiteHeader variant={tool} />
        {/* Under the header: the snackbar takes its place in the page there and covers nothing (docs/accessibility.md). */}
        <SnackbarHost />
        <UpdateBanner />
        {hasToken ? (
          <Suspense fallback={null}>
            <SessionUnreachableNotice />
          </Suspense>
        ) : null}
        {/* At least a screen tall, so the footer starts below the fold and no page arriving later pushes it
            down in view (no layout shift). */}
        <main id="main" tabIndex={-1} className="min-h-lvh grow focus:outline-none">
          <StoreErrorGate>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
              <PageInteractive />
            </Suspense>
          </StoreErrorGate>
        </main>
        <SiteFooter />
        <ModalHost />
        {hasToken ? (
          <>
            {/* Each in a boundary of its own: the session, and with it the page, never waits for the queue's
                code (it did: the first question waited for the answer schemas the queue brings). */}
            <Suspense fallback={null}>
              <SessionBootstrap />
            </Suspense>
            <Suspense fallback={null}>
              <OfflineQueueWhenNeeded />
            </Suspense>
          </>
        ) : null}
        {/* A new page starts at the top; back and forward return to where the reader was. */}
        <ScrollRestoration getKey={scrollKey} />
      </div>
    </LinkRenderProvider>
  );
}
