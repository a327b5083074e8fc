import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  createListenerMiddleware,
  type WithSlice,
} from '@reduxjs/toolkit';
import type { api } from './api';
import { authSlice, sessionCleared, sessionStarted } from './auth-slice';
import { clearStoredToken, storeToken } from './auth-storage';
import { errorSlice } from './error-slice';
import { languageSlice } from './language-slice';
import { modalSlice } from './modal-slice';
import { snackbarSlice } from './snackbar-slice';

/**
 * The RTK Query API (api.ts and its endpoints) is not in the first load: it is injected here when the
 * first module that calls the server is loaded (attachApi), so the home and login pages paint without it
 * (issue 13, docs/decisions.md).
 */
const rootReducer = combineSlices(authSlice, languageSlice, snackbarSlice, errorSlice, modalSlice).withLazyLoadedSlices<
  WithSlice<typeof api>
>();
const apiMiddleware = createDynamicMiddleware();
let apiAttached = false;
/** Stores made before the API was attached: they get an action, so the API's state exists before a hook reads it. */
const waiting = new Set<{ dispatch: (action: { type: string }) => unknown }>();

/** Called once by api.ts: its reducer and middleware join every store, made before or after. */
export function attachApi(apiToAttach: typeof api) {
  if (apiAttached) return;
  apiAttached = true;
  rootReducer.inject(apiToAttach);
  apiMiddleware.addMiddleware(apiToAttach.middleware);
  for (const store of waiting) store.dispatch({ type: 'store/apiAttached' });
  waiting.clear();
}

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
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(sessionStorageSync.middleware).concat(apiMiddleware.middleware),
  });
  if (!apiAttached) waiting.add(store);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
