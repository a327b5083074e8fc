import { useMemo } from 'react';
import { useAppDispatch } from '../store/hooks';
import { snackbarShown, type SnackbarType } from '../store/snackbar-slice';

export interface SnackbarOptions {
  /**
   * The form shows the same message itself (an inline error or confirmation, which screen readers hear):
   * the snackbar then only shows it, so it is announced once.
   */
  shownInline?: boolean;
}

/** Shows the app's snackbar with a translation key (docs/product/messages.md). */
export function useSnackbar() {
  const dispatch = useAppDispatch();
  return useMemo(() => {
    const show =
      (type: SnackbarType) =>
      (message: string, options: SnackbarOptions = {}) =>
        dispatch(snackbarShown({ message, type, announce: !options.shownInline }));
    return { success: show('success'), info: show('info'), error: show('error') };
  }, [dispatch]);
}
