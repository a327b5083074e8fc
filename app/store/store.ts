import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from './api';
import { authSlice, sessionCleared, sessionStarted } from './auth-slice';
import { clearStoredToken, storeToken } from './auth-storage';
import { errorSlice } from './error-slice';
import { languageSlice } from './language-slice';
import { modalSlice } from './modal-slice';
import { snackbarSlice } from './snackbar-slice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  auth: authSlice.reducer,
  language: languageSlice.reducer,
  snackbar: snackbarSlice.reducer,
  error: errorSlice.reducer,
  modal: modalSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Keeps the token storage in step with the auth slice. */
const sessionStorageSync = createListenerMiddleware();
sessionStorageSync.startListening({
  actionCreator: sessionStarted,
  effect: ({ payload }) => storeToken(payload.token, payload.persistence),
});
sessionStorageSync.startListening({
  actionCreator: sessionCleared,
  effect: () => clearStoredToken(),
});

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(sessionStorageSync.middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
