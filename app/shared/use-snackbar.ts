import { useMemo } from 'react';
import { useAppDispatch } from '../store/hooks';
import { snackbarShown, type SnackbarType } from '../store/snackbar-slice';
import { type ApiFailure, failureReference } from './api-failure';

export interface SnackbarOptions {
  /**
   * The form shows the same message itself (an inline error or confirmation, which screen readers hear):
   * the snackbar then only shows it, so it is announced once.
   */
  shownInline?: boolean;
  /** The failed request's id, shown for the person to quote; `failure` decides it from the failure. */
  reference?: string;
}

export interface FailureOptions extends Omit<SnackbarOptions, 'reference'> {
  /** Another sentence than the server's (a page's own wording for the same failure). */
  messageKey?: string;
}

/** Shows the app's snackbar with a translation key (docs/product/messages.md). */
export function useSnackbar() {
  const dispatch = useAppDispatch();
  return useMemo(() => {
    const show =
      (type: SnackbarType) =>
      (message: string, options: SnackbarOptions = {}) =>
        dispatch(snackbarShown({ message, type, announce: !options.shownInline, reference: options.reference }));
    const error = show('error');
    /** A failed call: the server's sentence, and its request's id when the person cannot mend it themselves. */
    const failure = (
      failed: Pick<ApiFailure, 'status' | 'messageKey' | 'requestId'>,
      { messageKey, ...options }: FailureOptions = {},
    ) => error(messageKey ?? failed.messageKey, { ...options, reference: failureReference(failed) });
    return { success: show('success'), info: show('info'), error, failure };
  }, [dispatch]);
}
