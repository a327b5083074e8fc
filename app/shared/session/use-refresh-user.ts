import { useCallback } from 'react';
import { userInfoLoaded } from '../../store/auth-slice';
import { useAppDispatch } from '../../store/hooks';
import type { AppDispatch } from '../../store/store';

/** Loads GET /api/user/me afresh and stores it as the current user; the token and its storage stay as they are. */
export async function refreshUser(dispatch: AppDispatch) {
  // Imported when called: the login page paints without the API code (store.ts).
  const { userApi } = await import('../../store/user-api');
  const request = dispatch(userApi.endpoints.me.initiate(undefined, { forceRefetch: true }));
  try {
    const user = await request.unwrap();
    dispatch(userInfoLoaded(user));
    return user;
  } finally {
    request.unsubscribe();
  }
}

export function useRefreshUser() {
  const dispatch = useAppDispatch();
  return useCallback(() => refreshUser(dispatch), [dispatch]);
}
