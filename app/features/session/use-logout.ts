import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../store/api';
import { sessionCleared } from '../../store/auth-slice';
import { useAppDispatch } from '../../store/hooks';
import { snackbarShown } from '../../store/snackbar-slice';
import { useLogoutMutation } from '../../store/user-api';

/**
 * Ends the session (spec section 4): goes home first, so a guarded page is left before the user is gone
 * (its guard would otherwise send to /login), then clears the user, the token and every cached answer.
 */
export function useEndSession() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    async (message: string, type: 'info' | 'success') => {
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
  const endSession = useEndSession();
  const [revokeToken] = useLogoutMutation();
  return useCallback(async () => {
    // The token ends on the server as well; the local session ends whatever the server answers.
    await revokeToken()
      .unwrap()
      .catch(() => undefined);
    await endSession('SNACKBAR.LOGOUT', 'info');
  }, [endSession, revokeToken]);
}
