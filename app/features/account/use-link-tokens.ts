import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { backendMessageKey } from '../../../contract/wire';
import { loginLinkParams } from '../../shared/paths';
import { useAppDispatch } from '../../store/hooks';
import { type ApiFailure, toApiFailure } from '../../shared/api-failure';
import { useSnackbar } from '../../shared/use-snackbar';

/**
 * The login page's e-mailed links (docs/product/screens.md): `registration-token` activates the account once on
 * load (success snackbar; a failure goes to `onActivationFailed`), `reset-token` is handed to the reset
 * modal. Each token leaves the address once used, so a reload does not send it again.
 */
export function useLinkTokens(onActivationFailed: (failure: ApiFailure) => void) {
  const [params, setParams] = useSearchParams();
  const snackbar = useSnackbar();
  const dispatch = useAppDispatch();
  const activationToken = params.get(loginLinkParams.activation);
  const handled = useRef<string | null>(null);
  const onFailed = useRef(onActivationFailed);
  onFailed.current = onActivationFailed;

  const dropParam = useCallback(
    (name: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (!activationToken || handled.current === activationToken) return;
    handled.current = activationToken;
    dropParam(loginLinkParams.activation);
    // The API code is imported only when a link brings a token: the login page paints without it.
    import('../../store/user-api')
      .then(({ userApi }) => {
        const request = dispatch(userApi.endpoints.validateRegistration.initiate({ token: activationToken }));
        return request.unwrap().finally(() => request.reset());
      })
      .then(
        ({ message }) => snackbar.success(backendMessageKey(message)),
        (error: unknown) => onFailed.current(toApiFailure(error)),
      );
  }, [activationToken, dropParam, dispatch, snackbar]);

  return { resetToken: params.get(loginLinkParams.reset), closeReset: () => dropParam(loginLinkParams.reset) };
}
