import { useMemo } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { snackbarShown } from '../../store/snackbar-slice';

/** Shows the app's snackbar with a translation key (spec section 8). */
export function useSnackbar() {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      success: (message: string) => dispatch(snackbarShown({ message, type: 'success' })),
      info: (message: string) => dispatch(snackbarShown({ message, type: 'info' })),
      error: (message: string) => dispatch(snackbarShown({ message, type: 'error' })),
    }),
    [dispatch],
  );
}
