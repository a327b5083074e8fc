import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/setup/render-with-providers';
import { errorRecorded } from '../store/error-slice';
import { StoreErrorGate } from './error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('the generic error page', () => {
  it('replaces the page when an error is recorded in the store', async () => {
    const { store } = renderWithProviders(
      <StoreErrorGate>
        <h1>Questionnaire</h1>
      </StoreErrorGate>,
    );
    expect(screen.getByRole('heading', { name: 'Questionnaire' })).toBeInTheDocument();
    act(() => {
      store.dispatch(errorRecorded('boom'));
    });
    expect(screen.queryByRole('heading', { name: 'Questionnaire' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText(/Check your internet connection/)).toBeInTheDocument();
  });

  it("shows the failed request's id when the error was a call's failure", async () => {
    const { store } = renderWithProviders(<StoreErrorGate>page</StoreErrorGate>);
    act(() => {
      store.dispatch(errorRecorded('boom', '3f2a9c4e-7b1d-4e8a-9f60-2c5d8e1b7a43'));
    });
    expect(await screen.findByText('If you contact us, please quote this reference:')).toBeInTheDocument();
    expect(screen.getByText('3f2a9c4e-7b1d-4e8a-9f60-2c5d8e1b7a43')).toBeInTheDocument();
  });

  it('shows the error page for an uncaught rendering error and records it', async () => {
    const { createMemoryRouter, RouterProvider } = await import('react-router');
    const { Provider } = await import('react-redux');
    const { render } = await import('@testing-library/react');
    const { makeStore } = await import('../store/store');
    const { RouteErrorBoundary } = await import('./error-boundary');
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = makeStore();
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorBoundary /> }]);
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(store.getState().error.message).toBe('render failed');
    spy.mockRestore();
  });
});
