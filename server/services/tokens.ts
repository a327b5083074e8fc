import { lte } from 'drizzle-orm';
import type { ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/client';
import { authTokens, oneTimeTokens } from '../db/schema';
import type { AuthSession } from './auth-session';
import { addMs, type Clock, DAY } from './clock';
import { createLinkTokens } from './link-tokens';
import { createSessionTokens } from './session-tokens';

export type { ConsumeResult, OneTimePurpose } from './link-tokens';
export { hashSecret, looksLikeSecret, newSecret, tokenLifetimes } from './token-secrets';
export type { AuthSession };

/** Session tokens (session-tokens.ts) and link tokens (link-tokens.ts), and the removal of expired ones. */
export function createTokenStore(db: Db, clock: Clock, changes: ChangeFeed) {
  return {
    ...createSessionTokens(db, clock, changes),
    ...createLinkTokens(db, clock),

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
