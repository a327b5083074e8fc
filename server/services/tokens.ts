import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/client';
import { authTokens, oneTimeTokens, users } from '../db/schema';
import type { AuthSession } from './auth-session';
import { addMs, type Clock, DAY, HOUR } from './clock';
import { createSessionCache } from './session-cache';

/** A query runner: the database or a transaction on it. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export const tokenLifetimes = {
  /** Remember me. */
  persistent: 30 * DAY,
  session: 12 * HOUR,
  activation: 48 * HOUR,
  reset: HOUR,
} as const;

export type OneTimePurpose = 'activation' | 'reset';

/** 256 random bits, URL-safe (43 characters). Only its SHA-256 is ever stored. */
export const newSecret = () => randomBytes(32).toString('base64url');
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
export const looksLikeSecret = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);

export type { AuthSession };

/** `invalid`: no such link (never issued, replaced by a newer one, or cleaned up a week after it expired). */
export type ConsumeResult = { status: 'ok'; userId: number } | { status: 'used' } | { status: 'expired' } | { status: 'invalid' };

export function createTokenStore(db: Db, clock: Clock, changes: ChangeFeed) {
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

    /** A new activation or reset link token; earlier unused ones of the same purpose stop working. */
    async issueOneTime(userId: number, purpose: OneTimePurpose, tx: Executor = db, secret = newSecret()): Promise<string> {
      const now = clock.now();
      await tx
        .delete(oneTimeTokens)
        .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
      await tx.insert(oneTimeTokens).values({
        tokenHash: hashSecret(secret),
        userId,
        purpose,
        createdAt: now,
        expiresAt: addMs(now, tokenLifetimes[purpose]),
      });
      return secret;
    },

    /** True when an unused link of this purpose was sent within `withinMs` (no second e-mail then). */
    async issuedRecently(userId: number, purpose: OneTimePurpose, withinMs: number, tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .select({ userId: oneTimeTokens.userId })
        .from(oneTimeTokens)
        .where(
          and(
            eq(oneTimeTokens.userId, userId),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.createdAt, addMs(clock.now(), -withinMs)),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Whether a link token would be accepted now, without using it up. */
    async check(secret: string, purpose: OneTimePurpose, tx: Executor = db): Promise<ConsumeResult> {
      if (!looksLikeSecret(secret)) return { status: 'invalid' };
      const [row] = await tx
        .select()
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.tokenHash, hashSecret(secret)), eq(oneTimeTokens.purpose, purpose)))
        .limit(1);
      if (!row) return { status: 'invalid' };
      if (row.usedAt) return { status: 'used' };
      if (row.expiresAt <= clock.now()) return { status: 'expired' };
      return { status: 'ok', userId: row.userId };
    },

    /** Uses a link token up, atomically: of two concurrent uses only one succeeds. */
    async consume(secret: string, purpose: OneTimePurpose, tx: Executor = db): Promise<ConsumeResult> {
      if (!looksLikeSecret(secret)) return { status: 'invalid' };
      const now = clock.now();
      const [row] = await tx
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeTokens.tokenHash, hashSecret(secret)),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, now),
          ),
        )
        .returning({ userId: oneTimeTokens.userId });
      if (row) return { status: 'ok', userId: row.userId };
      const current = await this.check(secret, purpose, tx);
      // Still valid a moment ago: a concurrent use got there first.
      return current.status === 'ok' ? { status: 'used' } : current;
    },

    /** Expired sessions, and links expired for over a week (kept that long to say "already used"). */
    async deleteExpired() {
      const now = clock.now();
      const sessions = await db.delete(authTokens).where(lte(authTokens.expiresAt, now)).returning({ h: authTokens.tokenHash });
      const links = await db
        .delete(oneTimeTokens)
        .where(lte(oneTimeTokens.expiresAt, addMs(now, -7 * DAY)))
        .returning({ h: oneTimeTokens.tokenHash });
      return { sessions: sessions.length, links: links.length };
    },
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;
