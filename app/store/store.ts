import { combineSlices, configureStore, type Middleware, type WithSlice } from '@reduxjs/toolkit';
import type { api } from './api-definition';
import { authSlice, sessionCleared, sessionStarted } from './auth-slice';
import { clearStoredToken, storeToken } from './auth-storage';
import { errorSlice } from './error-slice';
import { languageSlice } from './language-slice';
import { modalSlice } from './modal-slice';
import { snackbarSlice } from './snackbar-slice';

/**
 * The RTK Query API (api.ts and its endpoints) is not in the first load: it is injected here when the
 * first module that calls the server is loaded (attachApi), so the home and login pages paint without it
 * (docs/decisions/first-load.md).
 */
const rootReducer = combineSlices(authSlice, languageSlice, snackbarSlice, errorSlice, modalSlice).withLazyLoadedSlices<
  WithSlice<typeof api>
>();
let attachedApi: typeof api | undefined;
/** Stores made before the API was attached: they get an action, so the API's state exists before a hook reads it. */
const waiting = new Set<{ dispatch: (action: { type: string }) => unknown }>();

/** Called once by api.ts: its reducer and middleware join every store, made before or after. */
export function attachApi(apiToAttach: typeof api) {
  if (attachedApi) return;
  attachedApi = apiToAttach;
  rootReducer.inject(apiToAttach);
  for (const store of waiting) store.dispatch({ type: 'store/apiAttached' });
  waiting.clear();
}

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The API's middleware once attached; until then actions pass by. (A plain middleware rather than RTK's
 * dynamic and listener middleware: the first load carries less.)
 */
const lateApiMiddleware: Middleware = (storeApi) => (next) => {
  let chain: ((action: unknown) => unknown) | undefined;
  return (action) => {
    if (!attachedApi) return next(action);
    chain ??= attachedApi.middleware(storeApi)(next);
    return chain(action);
  };
};

/** Keeps the token storage in step with the auth slice. */
const sessionStorageSync: Middleware = () => (next) => (action) => {
  const result = next(action);
  if (sessionStarted.match(action)) storeToken(action.payload.token, action.payload.persistence);
  else if (sessionCleared.match(action)) clearStoredToken();
  return result;
};

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(sessionStorageSync).concat(lateApiMiddleware),
  });
  if (!attachedApi) waiting.add(store);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
