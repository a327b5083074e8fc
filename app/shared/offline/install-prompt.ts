import { setOfflineStatus } from './offline-status';

/** Chromium's event (not in TypeScript's DOM types): its prompt() opens the install dialog once. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

/**
 * Keeps the browser's install offer for the menus' "Install this app" instead of letting it show its own
 * banner: no nagging, and nothing at all where the browser offers no install. Listens from the app's start,
 * as the event may come before the page has loaded.
 */
export function listenForInstallPrompt(target: Window = window) {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    const offer = event as BeforeInstallPromptEvent;
    setOfflineStatus({
      install: async () => {
        setOfflineStatus({ install: null });
        await offer.prompt();
      },
    });
  });
  target.addEventListener('appinstalled', () => setOfflineStatus({ install: null }));
}
