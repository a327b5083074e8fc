import { userDataCache } from './cache-names';
import { draftKeyPrefix } from '../draft-storage-keys';

/**
 * At logout: the respondent's topic lists and user details leave the worker's cache, and their drafts that the server already
 * has leave this device. Answers not yet sent stay, for the next login of the same respondent to send
 * (docs/decisions/offline.md); account deletion removes them too (clearLocalDrafts).
 */
export async function clearUserData(storage: Storage = window.localStorage) {
  const synced: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key?.startsWith(draftKeyPrefix)) continue;
    try {
      if ((JSON.parse(storage.getItem(key) ?? '{}') as { synced?: unknown }).synced !== false) synced.push(key);
    } catch {
      synced.push(key);
    }
  }
  for (const key of synced) storage.removeItem(key);
  if (typeof caches !== 'undefined') await caches.delete(userDataCache).catch(() => false);
}
