import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../tests/setup/fake-api';
import { i18nForTests } from '../../../tests/setup/i18n';
import { renderWithProviders } from '../../../tests/setup/render-with-providers';
import { anonymousUser } from '../../store/auth-slice';
import { SessionBootstrap } from './session-bootstrap';
import { SessionUnreachableNotice } from './session-unreachable-notice';

const user = { id: 7, email: 'eva@example.org', role: 'user', first_name: 'Eva', last_name: 'Nováková', is_staff: false };
const signedIn = { auth: { userInfo: anonymousUser, token: 'stored', persistence: 'local' as const } };
const notice = i18nForTests.t('OFFLINE.ACCOUNT_UNREACHABLE');

function renderBootstrap() {
  return renderWithProviders(
    <>
      <SessionUnreachableNotice />
      <SessionBootstrap />
    </>,
    { preloadedState: signedIn },
  );
}

describe('loading the stored session’s user', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the user, and says nothing', async () => {
    stubApi({ 'GET /api/user/me': { body: user } });
    const { store } = renderBootstrap();
    await waitFor(() => expect(store.getState().auth.userInfo.id).toBe(7));
    expect(screen.queryByText(notice)).toBeNull();
  });

  it('says why the page waits while the server cannot be reached, and loads the user once the connection is back', async () => {
    let serverUp = false;
    const api = stubApi({
      'GET /api/user/me': () => (serverUp ? { body: user } : { status: 503 }),
    });
    const { store } = renderBootstrap();
    // Told in a live region, so a screen reader says it too.
    expect((await screen.findByText(notice)).closest('[role="status"]')).not.toBeNull();
    expect(store.getState().auth.userInfo.id).toBeNull();
    // The session is kept: an unreachable server is no logout.
    expect(store.getState().auth.token).toBe('stored');

    serverUp = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(store.getState().auth.userInfo.id).toBe(7));
    expect(screen.queryByText(notice)).toBeNull();
    expect(api.callsTo('GET', '/api/user/me').length).toBeGreaterThanOrEqual(2);
  });

  it('does not take a refusal for a missing connection', async () => {
    stubApi({ 'GET /api/user/me': { status: 401, body: { en: 'Invalid token.', cz: 'Neplatný token.' } } });
    const { store } = renderBootstrap();
    await waitFor(() => expect(store.getState().auth.token).toBe(''));
    expect(screen.queryByText(notice)).toBeNull();
  });
});
