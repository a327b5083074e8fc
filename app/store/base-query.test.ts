import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, stubApi } from '../../tests/setup/fake-api';
import { anonymousUser, sessionStarted } from './auth-slice';
import { makeStore } from './store';
import { userApi } from './user-api';

const invalidToken = { status: 401, body: failure('Invalid token.') };
const signedIn = (token: string) => makeStore({ auth: { userInfo: anonymousUser, token, persistence: 'session' } });

describe('the shared client on a 401', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ends the session the call was sent with', async () => {
    const store = signedIn('old');
    stubApi({ 'GET /api/user/me': invalidToken });
    await store.dispatch(userApi.endpoints.me.initiate());
    expect(store.getState().auth.token).toBe('');
  });

  it('leaves alone a session that replaced it while the call was on its way (a password change, a new login)', async () => {
    const store = signedIn('old');
    stubApi({
      'GET /api/user/me': (call) => {
        expect(call.headers.get('authorization')).toBe('Token old');
        store.dispatch(sessionStarted({ token: 'new', persistence: 'session' }));
        return invalidToken;
      },
    });
    await store.dispatch(userApi.endpoints.me.initiate());
    expect(store.getState().auth.token).toBe('new');
  });
});
