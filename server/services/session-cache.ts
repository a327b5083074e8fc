import type { ChangeFeed } from '../db/change-feed';
import type { AuthSession } from './auth-session';

/** The longest a resolved session is reused without asking the database (docs/decisions/api-performance.md "Caches"). */
export const sessionCacheTtlMs = 30_000;
const maxEntries = 50_000;

interface Entry {
  session: AuthSession;
  expiresAt: number;
  cachedUntil: number;
}

/**
 * Sessions resolved lately, by token hash, so an authenticated request needs no statement for its session.
 * Any write to users or auth_tokens, by this process (as it is sent) or another (its notification), empties
 * it: logout, password change, account deletion and deactivation refuse the token at once here and within
 * the notification's delay elsewhere. While the change feed is not live nothing is cached or reused.
 */
export function createSessionCache(changes: ChangeFeed, monotonicMs: () => number = () => performance.now()) {
  const entries = new Map<string, Entry>();
  // A lookup that began before a change may have read what the change removed: it must not be kept.
  let generation = 0;
  const clear = () => {
    generation++;
    entries.clear();
  };
  changes.onChange((table) => {
    if (table === '*' || table === 'users' || table === 'auth_tokens') clear();
  });

  return {
    generation: () => generation,

    get(tokenHash: string, now: Date): AuthSession | undefined {
      if (!changes.live()) return undefined;
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.expiresAt <= now.getTime() || entry.cachedUntil <= monotonicMs()) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.session;
    },

    put(lookupGeneration: number, session: AuthSession, expiresAt: Date) {
      if (lookupGeneration !== generation || !changes.live()) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(session.tokenHash, {
        session,
        expiresAt: expiresAt.getTime(),
        cachedUntil: monotonicMs() + sessionCacheTtlMs,
      });
    },

    /** Revocation by this process; the write's own announcement clears everything too, this says it outright. */
    forget(tokenHash: string) {
      generation++;
      entries.delete(tokenHash);
    },

    forgetUser(userId: number) {
      generation++;
      for (const [hash, entry] of entries) if (entry.session.user.id === userId) entries.delete(hash);
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
