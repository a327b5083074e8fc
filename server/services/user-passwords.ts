import { eq, sql } from 'drizzle-orm';
import type { LanguageCode } from '../../contract/languages';
import { messages } from '../../contract/messages';
import { type ChangePasswordForm, type ResetPasswordForm, validationKeys } from '../../contract/user-forms';
import { oneTimeTokens, type UserRow, users } from '../db/schema';
import { linkRefusal, resendPauseMs, unusedResetLinks } from './account-links';
import { ApiError } from './api-error';
import { isCommonPassword } from './passwords';
import { type AuthSession, newSecret } from './tokens';
import type { UserServiceDeps } from './user-service-deps';

export function assertNotCommon(password: string, field: string) {
  if (isCommonPassword(password)) {
    throw new ApiError(400, messages.invalidRequest, { [field]: validationKeys.passwordCommon });
  }
}

/** Changing a password, with the old one or from a reset link. */
export function createPasswordChanges(
  { db, clock, hasher, tokens, mail }: UserServiceDeps,
  findByEmail: (email: string) => Promise<UserRow | undefined>,
) {
  return {
    /** Sets the new password, ends every session and returns a new token as lasting as the current one. */
    async changePassword(session: AuthSession, form: ChangePasswordForm): Promise<string> {
      if (!(await hasher.verify(form.oldPassword, session.user.passwordHash))) {
        throw new ApiError(400, messages.oldPasswordWrong);
      }
      assertNotCommon(form.newPassword, 'newPassword');
      const passwordHash = await hasher.hash(form.newPassword);
      const now = clock.now();
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
          .where(eq(users.id, session.user.id))
          .returning({ id: users.id });
        // Deleted meanwhile (from another device): nothing to change.
        if (!changed.length) throw new ApiError(404, messages.userNotFound);
        await tokens.revokeAll(session.user.id, tx);
        await tx.delete(oneTimeTokens).where(unusedResetLinks(session.user.id));
        return tokens.issue(session.user.id, session.persistent, tx);
      });
    },

    /**
     * Sends a reset link when the e-mail belongs to an account; the caller answers the same either way. The
     * mail goes out in the background, so the answer takes as long with or without an account.
     */
    async requestReset(email: string, language: LanguageCode | undefined) {
      const secret = newSecret();
      const user = await findByEmail(email);
      if (!user || (await tokens.issuedRecently(user.id, 'reset', resendPauseMs))) return;
      await tokens.issueOneTime(user.id, 'reset', db, secret);
      mail.reset(user, language ?? (user.language as LanguageCode), secret);
    },

    /** A new password from a reset link; it also activates an account never activated (the link proves the e-mail). */
    async resetPassword(form: ResetPasswordForm) {
      // Checked before the costly hashing, and consumed atomically after it.
      const link = await tokens.check(form.token, 'reset');
      if (link.status !== 'ok') throw linkRefusal(link, 'reset');
      assertNotCommon(form.password, 'password');
      const passwordHash = await hasher.hash(form.password);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const result = await tokens.consume(form.token, 'reset', tx);
        if (result.status !== 'ok') throw linkRefusal(result, 'reset');
        await tx
          .update(users)
          .set({
            passwordHash,
            passwordChangedAt: now,
            updatedAt: now,
            active: true,
            activatedAt: sql`coalesce(${users.activatedAt}, ${now.toISOString()}::timestamptz)`,
          })
          .where(eq(users.id, result.userId));
        await tokens.revokeAll(result.userId, tx);
        await tx.delete(oneTimeTokens).where(unusedResetLinks(result.userId));
      });
    },
  };
}
