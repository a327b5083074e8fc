import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { LoginForm } from '../../../contract/user-forms';
import { sessionStarted } from '../../store/auth-slice';
import { useAppDispatch } from '../../store/hooks';
import { useLoginMutation } from '../../store/user-api';
import { useRefreshUser } from '../session/use-refresh-user';
import { useSnackbar } from './use-snackbar';

/**
 * The login of spec section 4: the token is kept in localStorage with remember-me, in sessionStorage
 * otherwise; then the current user is loaded, an info snackbar shows and the user goes home.
 * Resolves to nothing on success; a failure is rethrown for the form to show.
 */
export function useLogin() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  const snackbar = useSnackbar();
  const [login, state] = useLoginMutation();
  const submit = useCallback(
    async (form: LoginForm) => {
      const { token } = await login(form).unwrap();
      dispatch(sessionStarted({ token, persistence: form.rememberme ? 'local' : 'session' }));
      await refreshUser();
      snackbar.info('SNACKBAR.LOGIN');
      await navigate('/');
    },
    [login, dispatch, refreshUser, snackbar, navigate],
  );
  return [submit, state] as const;
}
