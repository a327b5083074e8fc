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
}

export const snackbarSlice = createSlice({
  name: 'snackbar',
  initialState: { open: false, message: '', type: 'info', announce: true } as SnackbarState,
  reducers: {
    snackbarShown(_state, action: PayloadAction<{ message: string; type: SnackbarType; announce?: boolean }>) {
      return { open: true, announce: true, ...action.payload };
    },
    snackbarClosed(state) {
      state.open = false;
    },
  },
});

export const { snackbarShown, snackbarClosed } = snackbarSlice.actions;
