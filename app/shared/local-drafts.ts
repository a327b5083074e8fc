/** Survey drafts are kept in localStorage under survey-{topic id} (spec section 3). */
export const draftKeyPrefix = 'survey-';

/** Removes every local survey draft (account deletion clears "other local state", spec section 4). */
export function clearLocalDrafts(storage: Storage = window.localStorage) {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(draftKeyPrefix)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
