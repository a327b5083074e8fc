import '../themes';
import './styles.css';
import { StrictMode, Suspense, startTransition } from 'react';
import { isLanguageCode } from '../contract/languages';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { appRenderingMark, firstScreenMark, isLoadingFrame } from './first-paint/html-marks';
import { preloadFirstScreen } from './first-paint/preload-first-screen';
import { initI18n } from './i18n/i18n';
import { appRoutes, createRouter } from './router';
import { listenForInstallPrompt } from './shared/offline/install-prompt';
import { shareSessionAmongTabs } from './shared/session/tab-session';
import { readStoredToken } from './store/auth-storage';
import { reportGlobalErrors } from './store/global-errors';
import { onSessionRefused } from './store/session-refused';
import { makeStore } from './store/store';

listenForInstallPrompt();
const store = makeStore();
shareSessionAmongTabs(store);
reportGlobalErrors(store);
// A session the server refused takes the user's data off this device, as a logout does; imported when needed,
// so the first load stays as small as it was.
onSessionRefused(() => import('./shared/offline/clear-user-data').then(({ clearUserData }) => clearUserData()));
const [i18n] = await Promise.all([
  initI18n(store),
  preloadFirstScreen(appRoutes, location.pathname, Boolean(store.getState().auth.token)),
]);

// A first screen drawn by the boot script (app/first-paint/boot.ts) stays until the app's page replaces it; its code is in
// the signed-in chunk, which such a page has preloaded, so the public pages' first load does not carry it.
// Claimed first, in the same task: from here on the boot script draws nothing, as the DOM is React's.
document.documentElement.dataset[appRenderingMark] = '';
const container =
  document.documentElement.dataset[firstScreenMark] === undefined
    ? document.getElementById('root')
    : (await import('./first-paint/first-paint-handover')).appContainer();
if (!container) throw new Error('index.html has no #root element');

// The same tree as the build-time prerender (app/prerender/render-page.tsx), which hydration relies on.
const app = (
  <StrictMode>
    <Provider store={store}>
      <Suspense>
        <RouterProvider router={createRouter()} />
      </Suspense>
    </Provider>
  </StrictMode>
);

const html = document.documentElement;
const onLoadingFrame = isLoadingFrame(html);
if (html.dataset.prerendered && html.dataset.render !== 'client' && !onLoadingFrame) {
  // The server sent this page rendered in this language for a visitor without a session: the app takes
  // over its markup instead of drawing it again. A signed-in page's loading frame is
  // drawn over instead: the app's first render draws the same loading state, then the page.
  hydrateRoot(container, app);
} else {
  // A loading frame on screen stays until React's first commit clears the container and draws its own (the
  // same loading state): emptied here, the page would flash blank in between. A hidden one (not in the
  // visitor's language) goes now, or it would show as the page is unhidden below.
  if (!onLoadingFrame || html.dataset.render === 'client') container.replaceChildren();
  container.removeAttribute('inert');
  container.removeAttribute('aria-disabled');
  delete html.dataset.render;
  // As a transition, React renders the app's first pass in slices and lets the browser in between: on a slow
  // phone one task of 0.2 s under Lighthouse's model became several short ones (docs/performance.md).
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

// The service worker only in a build, and once the page has loaded: the first load stays as it was.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('./shared/offline/register-worker')
      .then(({ registerWorker }) =>
        registerWorker(isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en', readStoredToken() !== null),
      )
      .catch((error: unknown) => console.warn('The app could not be made available offline', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
