import type { Survey } from '../../../../contract/api/survey';
import { draftKeyPrefix, storedDraftTopicIds } from '../../../shared/draft-storage-keys';

/**
 * A survey kept on this device under `survey-{topic id}` (docs/product/data.md, behaviour.md). `updated_at` is the server's
 * version the draft was last in step with; `synced` is false while it holds answers the server has not got;
 * `complete` marks a completion asked for while the server could not be reached (sent by offline-queue.ts).
 */
export type LocalDraft = Survey & { synced: boolean; complete?: boolean };

export const draftKey = (topicId: number) => `${draftKeyPrefix}${topicId}`;

/** A draft the user may continue: their own, or an anonymous one (user 0), which their start adopts. */
export const isOwnDraft = (draft: LocalDraft, userId: number) => draft.user === userId || draft.user === 0;

/** A draft waiting to go: answers the server has not got, or a completion asked for offline. */
export const isQueued = (draft: { synced?: unknown; complete?: unknown }) => draft.synced === false || draft.complete === true;

/**
 * Whether this device holds a draft waiting to go, read without the survey schema (the offline queue, which
 * brings it, is loaded only then: offline-queue-when-needed.tsx). A draft that cannot be read is not counted here.
 */
export function holdsQueuedDraft(storage: Storage = window.localStorage): boolean {
  return storedDraftTopicIds(storage).some((id) => {
    try {
      const draft: unknown = JSON.parse(storage.getItem(draftKey(id)) ?? 'null');
      return typeof draft === 'object' && draft !== null && isQueued(draft);
    } catch {
      return false;
    }
  });
}

/** Whether a topic has a stored draft, without reading it (read-draft.ts reads it, with the survey schema). */
export function hasDraft(topicId: number, storage: Storage = window.localStorage): boolean {
  return storage.getItem(draftKey(topicId)) !== null;
}

/** Fired on the window when this page writes or removes a draft (the storage event tells only other tabs). */
export const draftsChangedEvent = 'survey-drafts-changed';
const announceChange = () => {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(draftsChangedEvent));
};

/** Keeps the draft; a full storage must never stop the respondent, so a failed write is only logged. */
export function writeDraft(draft: LocalDraft, storage: Storage = window.localStorage) {
  try {
    storage.setItem(draftKey(draft.topic.pk), JSON.stringify(draft));
    announceChange();
  } catch (error) {
    console.warn('The survey draft could not be kept on this device', error);
  }
}

export function removeDraft(topicId: number, storage: Storage = window.localStorage) {
  storage.removeItem(draftKey(topicId));
  announceChange();
}

/** Calls back whenever the drafts change, in this tab or another; returns the unsubscribe. */
export function onDraftsChanged(listener: () => void): () => void {
  window.addEventListener(draftsChangedEvent, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(draftsChangedEvent, listener);
    window.removeEventListener('storage', listener);
  };
}
