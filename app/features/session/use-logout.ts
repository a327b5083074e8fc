import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sessionCleared } from '../../store/auth-slice';
import { useAppDispatch } from '../../store/hooks';
import { snackbarShown } from '../../store/snackbar-slice';

// The API code is not in the first load (store.ts); a signed-in user has it already, so these resolve at once.
const loadApi = () => import('../../store/api').then((m) => m.api);
const loadUserApi = () => import('../../store/user-api').then((m) => m.userApi);

/**
 * Ends the session (spec section 4): goes home first, so a guarded page is left before the user is gone
 * (its guard would otherwise send to /login), then clears the user, the token and every cached answer.
 */
export function useEndSession() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    async (message: string, type: 'info' | 'success') => {
      const api = await loadApi();
      // flushSync renders the home page before the user is cleared, so no guard sees a missing user first.
      await navigate('/', { flushSync: true });
      dispatch(sessionCleared());
      dispatch(api.util.resetApiState());
      dispatch(snackbarShown({ message, type }));
    },
    [dispatch, navigate],
  );
}

/** Logout: session cleared, home, info snackbar SNACKBAR.LOGOUT. */
export function useLogout() {
  const dispatch = useAppDispatch();
  const endSession = useEndSession();
  return useCallback(async () => {
    // The token ends on the server as well; the local session ends whatever the server answers.
    const userApi = await loadUserApi();
    const request = dispatch(userApi.endpoints.logout.initiate());
    await request.unwrap().catch(() => undefined);
    request.reset();
    await endSession('SNACKBAR.LOGOUT', 'info');
  }, [dispatch, endSession]);
}
