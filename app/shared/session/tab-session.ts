import { askingChanged, sessionCleared, sessionStarted } from '../../store/auth-slice';
import type { AppStore } from '../../store/store';
import type { TokenPersistence } from '../../store/auth-storage';

/** How long a new tab waits for another tab's answer before it counts as signed out. */
const answerWait = 500;

type TabMessage = { ask: true } | { token: string; persistence: TokenPersistence } | { ended: string };

/**
 * One session for all tabs of a browser session. Without remember-me the token lives in one tab's
 * sessionStorage, so a new tab asks the open ones over a BroadcastChannel (same origin only) and takes the
 * token an open tab answers with. A login or a new token (password change) reaches every tab; a logout or
 * an ended token signs out the tabs holding that token, and only those.
 */
export function shareSessionAmongTabs(store: AppStore) {
  if (typeof BroadcastChannel !== 'function') return;
  const channel = new BroadcastChannel('session');
  const post = (message: TabMessage) => channel.postMessage(message);
  let known = store.getState().auth.token;

  channel.onmessage = ({ data }: MessageEvent<TabMessage>) => {
    const { token, persistence } = store.getState().auth;
    if ('ask' in data) {
      if (token) post({ token, persistence });
    } else if ('ended' in data) {
      if (data.ended === token) endHere(store);
    } else if (data.token !== token) {
      store.dispatch(sessionStarted(data));
    }
  };

  // Tells the other tabs whenever this tab's token changes (login, password change, logout, a 401).
  store.subscribe(() => {
    const { token, persistence } = store.getState().auth;
    if (token === known) return;
    post(token ? { token, persistence } : { ended: known });
    known = token;
  });

  if (!known) {
    store.dispatch(askingChanged(true));
    post({ ask: true });
    setTimeout(() => store.dispatch(askingChanged(false)), answerWait);
  }
}

/** Another tab logged out: the user and every answer cached in this tab go (the storage is shared and cleared there). */
function endHere(store: AppStore) {
  store.dispatch(sessionCleared());
  void import('../../store/api').then(({ api }) => store.dispatch(api.util.resetApiState()));
}
