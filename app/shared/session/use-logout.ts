import { useCallback } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { homePath } from '../paths';
import { clearUserData } from '../offline/clear-user-data';
import { sessionCleared } from '../../store/auth-slice';
import { useAppDispatch } from '../../store/hooks';
import { snackbarShown } from '../../store/snackbar-slice';
import type { AppDispatch } from '../../store/store';

/**
 * Ends the session (docs/product/behaviour.md): goes home first, so a guarded page is left before the user is gone
 * (its guard would otherwise send to /login), then clears the user, the token and every cached answer, on
 * this device too.
 */
export async function endSession(dispatch: AppDispatch, navigate: NavigateFunction, message: string, type: 'info' | 'success') {
  // The API code is not in the first load (store.ts); a signed-in user has it already, so this resolves at once.
  const { api } = await import('../../store/api');
  // flushSync renders the home page before the user is cleared, so no guard sees a missing user first.
  await navigate(homePath('general'), { flushSync: true });
  dispatch(sessionCleared());
  dispatch(api.util.resetApiState());
  // The topic list in the worker's cache and the drafts the server has.
  await clearUserData();
  dispatch(snackbarShown({ message, type }));
}

/** Logout: the token ends on the server too, then the session as above, with the info snackbar SNACKBAR.LOGOUT. */
export async function logOut(dispatch: AppDispatch, navigate: NavigateFunction) {
  const { userApi } = await import('../../store/user-api');
  const request = dispatch(userApi.endpoints.logout.initiate());
  // The local session ends whatever the server answers.
  await request.unwrap().catch(() => undefined);
  request.reset();
  await endSession(dispatch, navigate, 'SNACKBAR.LOGOUT', 'info');
}

export function useEndSession() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (message: string, type: 'info' | 'success') => endSession(dispatch, navigate, message, type),
    [dispatch, navigate],
  );
}
