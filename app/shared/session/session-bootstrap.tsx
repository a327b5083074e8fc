import { useEffect } from 'react';
import { userInfoLoaded } from '../../store/auth-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useMeQuery } from '../../store/user-api';

/**
 * With a stored token, loads the current user once (GET /api/user/me). A 401 clears the session in the
 * shared client, so a revoked or expired token simply logs the user out.
 */
export function SessionBootstrap() {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.auth.token);
  const { data } = useMeQuery(undefined, { skip: !token });
  useEffect(() => {
    if (data && token) dispatch(userInfoLoaded(data));
  }, [data, token, dispatch]);
  return null;
}
