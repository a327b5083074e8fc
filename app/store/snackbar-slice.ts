import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type SnackbarType = 'success' | 'info' | 'error';

/** `message` is a translation key (or a BACKEND-RESPONSES.<en> key); the snackbar translates it. */
export interface SnackbarState {
  open: boolean;
  message: string;
  type: SnackbarType;
}

export const snackbarSlice = createSlice({
  name: 'snackbar',
  initialState: { open: false, message: '', type: 'info' } as SnackbarState,
  reducers: {
    snackbarShown(_state, action: PayloadAction<{ message: string; type: SnackbarType }>) {
      return { open: true, ...action.payload };
    },
    snackbarClosed(state) {
      state.open = false;
    },
  },
});

export const { snackbarShown, snackbarClosed } = snackbarSlice.actions;
