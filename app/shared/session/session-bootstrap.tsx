import { useEffect } from 'react';
import { userInfoLoaded } from '../../store/auth-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useMeQuery } from '../../store/user-api';
import { isUnreachable } from '../api-failure';
import { useRetryWhile } from '../use-retry-while';

// Loaded with the bootstrap, in one chunk (app-layout.tsx).
export { SessionUnreachableNotice } from './session-unreachable-notice';

/**
 * With a stored token, loads the current user once (GET /api/user/me). A 401 clears the session in the
 * shared client, so a revoked or expired token simply logs the user out. While the server cannot be reached
 * (a network error or a 5xx, and no copy kept by the service worker) the pages wait for the user: the
 * layout says why (SessionUnreachableNotice), and the user is asked for again until it comes.
 */
export function SessionBootstrap() {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.auth.token);
  const { data, error, refetch } = useMeQuery(undefined, { skip: !token });
  useEffect(() => {
    if (data && token) dispatch(userInfoLoaded(data));
  }, [data, token, dispatch]);
  useRetryWhile(error !== undefined && isUnreachable(error), refetch);
  return null;
}
