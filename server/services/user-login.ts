import { eq } from 'drizzle-orm';
import type { LanguageCode } from '../../contract/languages';
import { messages } from '../../contract/messages';
import type { LoginForm } from '../../contract/user-forms';
import { type UserRow, users } from '../db/schema';
import { resendPauseMs } from './account-links';
import { ApiError } from './api-error';
import type { UserServiceDeps } from './user-service-deps';

/** Logging in with e-mail and password. */
export function createLogin(
  { db, clock, hasher, tokens, mail, loginThrottle }: UserServiceDeps,
  findByEmail: (email: string) => Promise<UserRow | undefined>,
) {
  /** The account whose password the form gives; a 400 alike for an unknown e-mail and a wrong password. */
  async function checkedUser(form: LoginForm, address: string): Promise<UserRow> {
    const user = await findByEmail(form.email);
    await loginThrottle.admit(address, form.email, user?.passwordHash);
    if (!user) {
      await hasher.verifyNothing(form.password);
      await loginThrottle.failed(form.email, undefined);
      throw new ApiError(400, messages.invalidCredentials);
    }
    if (!(await hasher.verify(form.password, user.passwordHash))) {
      await loginThrottle.failed(form.email, user.passwordHash);
      throw new ApiError(400, messages.invalidCredentials);
    }
    await loginThrottle.succeeded(address, form.email, user.passwordHash);
    return user;
  }

  return {
    /**
     * A new session token for every login; an inactive account gets its activation link again instead.
     * `address` is the client's, for the limits per address and e-mail (login-throttle.ts).
     */
    async login(form: LoginForm, language: LanguageCode | undefined, address: string): Promise<string> {
      const user = await checkedUser(form, address);
      if (!user.active) {
        if (!(await tokens.issuedRecently(user.id, 'activation', resendPauseMs))) {
          mail.activation(user, language ?? (user.language as LanguageCode), await tokens.issueOneTime(user.id, 'activation'));
        }
        throw new ApiError(403, messages.notActivated);
      }
      const now = clock.now();
      const rehash = hasher.needsRehash(user.passwordHash) ? { passwordHash: await hasher.hash(form.password) } : {};
      await db
        .update(users)
        .set({ lastLoginAt: now, ...(language ? { language } : {}), ...rehash })
        .where(eq(users.id, user.id));
      return tokens.issue(user.id, form.rememberme ?? false);
    },
  };
}
