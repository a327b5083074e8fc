import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * An error recorded here replaces the page with the generic error page (docs/product/behaviour.md); `reference`
 * is the failed request's id when the error was a call's failure, shown there for the person to quote.
 */
export interface ErrorState {
  message: string | null;
  reference: string | null;
}

export const errorSlice = createSlice({
  name: 'error',
  initialState: { message: null, reference: null } as ErrorState,
  reducers: {
    errorRecorded: {
      reducer(state, action: PayloadAction<{ message: string; reference: string | null }>) {
        state.message = action.payload.message;
        state.reference = action.payload.reference;
      },
      prepare: (message: string, reference: string | null = null) => ({ payload: { message, reference } }),
    },
    errorCleared(state) {
      state.message = null;
      state.reference = null;
    },
  },
});

export const { errorRecorded, errorCleared } = errorSlice.actions;
