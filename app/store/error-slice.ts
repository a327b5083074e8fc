import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** An error recorded here replaces the page with the generic error page (docs/product/behaviour.md). */
export interface ErrorState {
  message: string | null;
}

export const errorSlice = createSlice({
  name: 'error',
  initialState: { message: null } as ErrorState,
  reducers: {
    errorRecorded(state, action: PayloadAction<string>) {
      state.message = action.payload;
    },
    errorCleared(state) {
      state.message = null;
    },
  },
});

export const { errorRecorded, errorCleared } = errorSlice.actions;
