import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { LoginForm } from '../../../contract/user-forms';
import { homePath, returnParam, safeReturnPath } from '../../shared/paths';
import { sessionStarted } from '../../store/auth-slice';
import { useAppDispatch } from '../../store/hooks';
import { useSnackbar } from '../../shared/use-snackbar';

/**
 * The login of docs/product/behaviour.md: the token is kept in localStorage with remember-me, in sessionStorage
 * otherwise; then the current user is loaded, an info snackbar shows and the user goes home, or back to the
 * page that asked for the login (`?next=`).
 * Resolves to nothing on success; a failure is rethrown for the form to show. The API code is imported on
 * submit, so the login page paints without it.
 */
export function useLogin() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get(returnParam));
  const [isLoading, setLoading] = useState(false);
  const submit = useCallback(
    async (form: LoginForm) => {
      setLoading(true);
      try {
        const [{ userApi }, { refreshUser }] = await Promise.all([
          import('../../store/user-api'),
          import('../../shared/session/use-refresh-user'),
        ]);
        const request = dispatch(userApi.endpoints.login.initiate(form));
        const { token } = await request.unwrap().finally(() => request.reset());
        dispatch(sessionStarted({ token, persistence: form.rememberme ? 'local' : 'session' }));
        await refreshUser(dispatch);
      } finally {
        setLoading(false);
      }
      snackbar.info('SNACKBAR.LOGIN');
      await navigate(next ?? homePath('general'));
    },
    [dispatch, snackbar, navigate, next],
  );
  return [submit, { isLoading }] as const;
}
