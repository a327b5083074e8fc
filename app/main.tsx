import '../themes';
import './styles.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
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

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <Suspense>
        <RouterProvider router={createRouter()} />
      </Suspense>
    </Provider>
  </StrictMode>,
);
