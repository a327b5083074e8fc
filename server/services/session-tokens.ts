import { and, eq, gt } from 'drizzle-orm';
import type { ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/client';
import { authTokens, users } from '../db/schema';
import type { AuthSession } from './auth-session';
import { addMs, type Clock } from './clock';
import { createSessionCache } from './session-cache';
import { hashSecret, looksLikeSecret, newSecret, tokenLifetimes } from './token-secrets';
import type { Executor } from '../db/executor';

/** Session tokens: issued at login, resolved on each request (through this process's session cache), revoked. */
export function createSessionTokens(db: Db, clock: Clock, changes: ChangeFeed) {
  const sessions = createSessionCache(changes);
  return {
    /** A new session token; remember-me tokens last 30 days, others 12 hours. */
    async issue(userId: number, persistent: boolean, tx: Executor = db): Promise<string> {
      const secret = newSecret();
      const now = clock.now();
      await tx.insert(authTokens).values({
        tokenHash: hashSecret(secret),
        userId,
        persistent,
        createdAt: now,
        expiresAt: addMs(now, persistent ? tokenLifetimes.persistent : tokenLifetimes.session),
      });
      return secret;
    },

    /** The session a presented token belongs to, if it exists and has not expired. */
    async resolve(secret: string): Promise<AuthSession | undefined> {
      if (!looksLikeSecret(secret)) return undefined;
      const tokenHash = hashSecret(secret);
      const now = clock.now();
      const cached = sessions.get(tokenHash, now);
      if (cached) return cached;
      const generation = sessions.generation();
      const [row] = await db
        .select({ user: users, persistent: authTokens.persistent, expiresAt: authTokens.expiresAt })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(and(eq(authTokens.tokenHash, tokenHash), gt(authTokens.expiresAt, now), eq(users.active, true)))
        .limit(1);
      if (!row) return undefined;
      const session = { user: row.user, persistent: row.persistent, tokenHash };
      sessions.put(generation, session, row.expiresAt);
      return session;
    },

    async revoke(tokenHash: string, tx: Executor = db) {
      sessions.forget(tokenHash);
      await tx.delete(authTokens).where(eq(authTokens.tokenHash, tokenHash));
      sessions.forget(tokenHash);
    },

    async revokeAll(userId: number, tx: Executor = db) {
      sessions.forgetUser(userId);
      await tx.delete(authTokens).where(eq(authTokens.userId, userId));
      sessions.forgetUser(userId);
    },
  };
}
