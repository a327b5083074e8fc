// Shared, not in features/survey/drafts: account deletion (features/account) and shared/offline/clear-user-data.ts clear the drafts too.
/** Survey drafts are kept in localStorage under survey-{topic id} (docs/product/data.md). */
export const draftKeyPrefix = 'survey-';

/** Every stored key under the drafts' prefix, listed before any is removed. */
function keysUnderDraftPrefix(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(draftKeyPrefix)) keys.push(key);
  }
  return keys;
}

/** The topic ids of the drafts stored on this device (keys survey-{positive integer}), without reading them. */
export function storedDraftTopicIds(storage: Storage = window.localStorage): number[] {
  return keysUnderDraftPrefix(storage)
    .map((key) => Number(key.slice(draftKeyPrefix.length)))
    .filter((id) => Number.isInteger(id) && id > 0);
}

/** Removes every local survey draft (account deletion clears "other local state", docs/product/behaviour.md). */
export function clearLocalDrafts(storage: Storage = window.localStorage) {
  for (const key of keysUnderDraftPrefix(storage)) storage.removeItem(key);
}
