import { useCallback, useState } from 'react';
import { useDeleteAccountMutation } from '../../store/user-api';
import { useEndSession } from '../../shared/session/use-logout';
import { toApiFailure } from '../../shared/api-failure';
import { clearLocalDrafts } from '../../shared/draft-storage-keys';
import { useSnackbar } from '../../shared/use-snackbar';

/**
 * Account deletion with the password (docs/product/behaviour.md): on success home, SETTINGS.DELETED, and the session
 * and local drafts gone. Resolves to false on a failure, so the confirmation modal stays open.
 */
export function useDeleteAccount() {
  const [remove, { isLoading }] = useDeleteAccountMutation();
  const endSession = useEndSession();
  const snackbar = useSnackbar();
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const confirm = useCallback(
    async (password: string) => {
      setPasswordError(undefined);
      try {
        await remove({ password }).unwrap();
      } catch (error) {
        const failure = toApiFailure(error);
        setPasswordError(failure.fieldErrors.password ?? failure.messageKey);
        snackbar.failure(failure, { shownInline: true });
        return false;
      }
      clearLocalDrafts();
      await endSession('SETTINGS.DELETED', 'success');
      return true;
    },
    [remove, endSession, snackbar],
  );
  return { confirm, busy: isLoading, passwordError, clearError: () => setPasswordError(undefined) };
}
