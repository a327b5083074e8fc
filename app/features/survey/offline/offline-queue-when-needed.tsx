import { Suspense } from 'react';
import { preloadableLazy } from '../../../shared/preloadable-lazy';
import { useQueueNeeded } from './use-queue-needed';

// Brings the answer schemas: loaded only once a draft waits to go.
const OfflineQueueRunner = preloadableLazy(() => import('./use-offline-queue').then((m) => m.OfflineQueueRunner));

/**
 * The offline queue, for a visitor with a stored token: answers kept while the server could not be
 * reached go out once it can be. Its code loads once this device holds a draft waiting to go (use-queue-needed.ts),
 * so no first screen waits for it or fetches it (it put the questionnaire's first question 0.6 s later in
 * Lighthouse's model of a slow phone).
 */
export function OfflineQueueWhenNeeded() {
  return useQueueNeeded() ? (
    <Suspense fallback={null}>
      <OfflineQueueRunner />
    </Suspense>
  ) : null;
}
