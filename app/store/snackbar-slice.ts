import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type SnackbarType = 'success' | 'info' | 'error';

/**
 * `message` is a translation key (or a BACKEND-RESPONSES.<en> key); the snackbar translates it. `announce`
 * is false when the same message is already shown (and read out) in the form, so it is said only once.
 */
export interface SnackbarState {
  open: boolean;
  message: string;
  type: SnackbarType;
  announce: boolean;
  /** The failed request's id a person is asked to quote (an error the server cannot explain), or null. */
  reference: string | null;
}

export interface SnackbarShown {
  message: string;
  type: SnackbarType;
  announce?: boolean;
  reference?: string | null;
}

export const snackbarSlice = createSlice({
  name: 'snackbar',
  initialState: { open: false, message: '', type: 'info', announce: true, reference: null } as SnackbarState,
  reducers: {
    snackbarShown(_state, action: PayloadAction<SnackbarShown>) {
      const { reference, ...shown } = action.payload;
      return { open: true, announce: true, ...shown, reference: reference ?? null };
    },
    snackbarClosed(state) {
      state.open = false;
    },
  },
});

export const { snackbarShown, snackbarClosed } = snackbarSlice.actions;
