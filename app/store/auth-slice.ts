import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredToken, type TokenPersistence } from './auth-storage';

/** The current user as GET /api/user/me returns it; all empty when logged out (docs/product/data.md). */
export interface UserInfo {
  id: number | null;
  email: string;
  role: string;
  first_name: string;
  last_name: string;
  is_staff: boolean;
}

export const anonymousUser: UserInfo = { id: null, email: '', role: '', first_name: '', last_name: '', is_staff: false };

export interface AuthState {
  userInfo: UserInfo;
  token: string;
  persistence: TokenPersistence;
  /**
   * A tab opened without a stored token asks the browser's other tabs for their session (tab-session.ts);
   * guards wait for the answer instead of sending the visitor away.
   */
  asking?: boolean;
}

function initialAuthState(): AuthState {
  const stored = readStoredToken();
  return { userInfo: anonymousUser, token: stored?.token ?? '', persistence: stored?.persistence ?? 'session' };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    sessionStarted(state, action: PayloadAction<{ token: string; persistence: TokenPersistence }>) {
      state.token = action.payload.token;
      state.persistence = action.payload.persistence;
      state.asking = false;
    },
    /** The other tabs are asked; false when none answered in time (a later answer still signs this tab in). */
    askingChanged(state, action: PayloadAction<boolean>) {
      state.asking = action.payload;
    },
    userInfoLoaded(state, action: PayloadAction<UserInfo>) {
      state.userInfo = action.payload;
    },
    /** Logout or any 401: the session is gone (storage is cleared by the listener in store.ts). */
    sessionCleared(state) {
      state.userInfo = anonymousUser;
      state.token = '';
    },
  },
});

export const { sessionStarted, userInfoLoaded, sessionCleared, askingChanged } = authSlice.actions;
