import '../themes';
import './styles.css';
import { StrictMode, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { initI18n } from './i18n/i18n';
import { createRouter } from './router';
import { reportGlobalErrors } from './store/global-errors';
import { makeStore } from './store/store';

const store = makeStore();
reportGlobalErrors(store);
await initI18n(store);

const container = document.getElementById('root');
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
if (html.dataset.prerendered && html.dataset.render !== 'client') {
  // The server sent this page rendered in this language for a visitor without a session: the app takes
  // over its markup instead of drawing it again (issue 13).
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  container.removeAttribute('inert');
  container.removeAttribute('aria-disabled');
  delete html.dataset.render;
  createRoot(container).render(app);
}
