import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { SnackbarHost } from '../../app/layout/snackbar-host';
import { makeStore, type RootState } from '../../app/store/store';

export interface RenderOptions {
  preloadedState?: Partial<RootState>;
  /** The address to start at, query included (e.g. '/login?reset-token=abc'). */
  route?: string;
  /** The route path the element is mounted at; defaults to the route's path. */
  path?: string;
}

/** Every other address renders a stand-in page naming its path, so tests can see where navigation went. */
function OtherPage() {
  const location = useLocation();
  return <h1>Other page {location.pathname}</h1>;
}

function TestLayout() {
  return (
    <main>
      <Outlet />
      <SnackbarHost />
    </main>
  );
}

/** Renders with the real store (makeStore), a memory router and the snackbar, as the app does. */
export function renderWithProviders(element: ReactElement, { preloadedState, route = '/', path }: RenderOptions = {}) {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(
    [
      {
        element: <TestLayout />,
        children: [
          { path: path ?? route.split('?')[0], element },
          { path: '*', element: <OtherPage /> },
        ],
      },
    ],
    { initialEntries: [route] },
  );
  // No pause between keystrokes: the long forms re-render on each one.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router, user };
}
