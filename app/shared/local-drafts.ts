/** Survey drafts are kept in localStorage under survey-{topic id} (spec section 3). */
export const draftKeyPrefix = 'survey-';

/** The topic ids of the drafts stored on this device (keys survey-{positive integer}), without reading them. */
export function storedDraftTopicIds(storage: Storage = window.localStorage): number[] {
  const ids: number[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    const id = key?.startsWith(draftKeyPrefix) ? Number(key.slice(draftKeyPrefix.length)) : Number.NaN;
    if (Number.isInteger(id) && id > 0) ids.push(id);
  }
  return ids;
}

/** Removes every local survey draft (account deletion clears "other local state", spec section 4). */
export function clearLocalDrafts(storage: Storage = window.localStorage) {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(draftKeyPrefix)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
