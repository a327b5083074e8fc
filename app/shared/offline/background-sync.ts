import { sendAnswersMessage, sendAnswersTag } from './sync-messages';

interface SyncRegistration {
  sync?: { register: (tag: string) => Promise<void> };
}

/**
 * Asks the browser to wake the service worker once the connection is back (Background Sync, in
 * Chromium-based browsers); elsewhere nothing happens and the online event and page focus send the queue.
 * A page without a controlling worker (the development server) has nothing to ask.
 */
export async function requestBackgroundSync() {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return;
  const registration = (await navigator.serviceWorker.getRegistration()) as SyncRegistration | undefined;
  await registration?.sync?.register(sendAnswersTag).catch(() => undefined);
}

/** Calls back when the service worker's sync event asks this page to send the queued answers. */
export function onSyncRequest(listener: () => void): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === sendAnswersMessage) listener();
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}
