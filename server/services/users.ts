import { and, eq, isNull, sql } from 'drizzle-orm';
import type { UserInfoResponse, UserProfile } from '../../contract/api/user';
import type { LanguageCode } from '../../contract/languages';
import {
  type ChangePasswordForm,
  employmentAnswers,
  type LoginForm,
  type ProfileForm,
  type StaffProfileForm,
  type RegisterForm,
  type ResetPasswordForm,
  validationKeys,
} from '../../contract/user-forms';
import { type ChangeFeed, respondentChange } from '../db/change-feed';
import type { Db } from '../db/client';
import { oneTimeTokens, respondents, type UserRow, users } from '../db/schema';
import { ApiError } from './api-error';
import { messages } from '../../contract/messages';
import type { AccountMail } from './account-mail';
import type { Clock } from './clock';
import { isForeignKeyViolation, isUniqueViolation } from './db-errors';
import type { LoginThrottle } from './login-throttle';
import { isCommonPassword, type PasswordHasher } from './passwords';
import { withdrawAttempts } from './survey/withdrawn-attempts';
import { type AuthSession, type ConsumeResult, type Executor, newSecret, type TokenStore } from './tokens';

export interface UserServiceDeps {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  tokens: TokenStore;
  mail: AccountMail;
  loginThrottle: LoginThrottle;
  changes: ChangeFeed;
}

/** No second activation or reset e-mail within this time; the first one is still valid. */
const resendPauseMs = 5 * 60 * 1000;

export function assertNotCommon(password: string, field: string) {
  if (isCommonPassword(password)) {
    throw new ApiError(400, messages.invalidRequest, { [field]: validationKeys.passwordCommon });
  }
}

export function toUserInfo(user: UserRow): UserInfoResponse {
  return {
    id: user.id,
    email: user.email,
    role: user.isStaff ? 'staff' : 'user',
    first_name: user.firstName,
    last_name: user.lastName,
    is_staff: user.isStaff,
  };
}

/** Profile answers never given (staff accounts made by the CLI) answer '' for text, null for numbers and yes/no. */
export function toProfile(user: UserRow): UserProfile {
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    country: (user.country ?? '') as UserProfile['country'],
    residence: (user.residence ?? '') as UserProfile['residence'],
    education: (user.education ?? '') as UserProfile['education'],
    gender: (user.gender ?? '') as UserProfile['gender'],
    age: user.age,
    employment: user.employment,
    unemployed_months: user.unemployedMonths,
    job_fields: user.jobFields as UserProfile['job_fields'],
  };
}

/** The columns of a profile; a detail a staff member left out is stored as not given (null). */
function profileColumns(form: ProfileForm | StaffProfileForm) {
  const answers = employmentAnswers(form);
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    country: form.location ?? null,
    residence: form.residence ?? null,
    education: form.education ?? null,
    gender: form.gender ?? null,
    age: form.age ?? null,
    employment: form.employment ?? null,
    unemployedMonths: answers.unemployedMonths,
    jobFields: answers.jobField,
  };
}

export const emailMatches = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/** Open reset links stop working at a password change; a used one stays, to say "already used" (retention removes it). */
const unusedResetLinks = (userId: number) =>
  and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, 'reset'), isNull(oneTimeTokens.usedAt));

/**
 * Deletes an account the one way there is (user request, retention, a replaced registration), inside the
 * caller's transaction: the users row and with it every token go, the person's attempts are withdrawn
 * (withdrawAttempts: anonymous data only) and their respondent id goes with them.
 */
export async function removeUser(tx: Executor, userId: number, now: Date): Promise<boolean> {
  const [gone] = await tx.delete(users).where(eq(users.id, userId)).returning({ respondentId: users.respondentId });
  if (!gone) return false;
  await withdrawAttempts(tx, gone.respondentId);
  await removeRespondent(tx, gone.respondentId, now);
  return true;
}

/** Deletes a respondent id; one something else still refers to stays, marked anonymised. */
async function removeRespondent(tx: Executor, respondentId: string, now: Date) {
  try {
    // A savepoint: a row referring to the respondent makes this fail without spoiling the transaction.
    await tx.transaction(async (sp) => {
      await sp.delete(respondents).where(eq(respondents.id, respondentId));
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    await tx.update(respondents).set({ anonymisedAt: now }).where(eq(respondents.id, respondentId));
  }
}

/** Why a link was refused, in the words of the message keys of docs/product/messages.md. */
function linkRefusal(result: ConsumeResult, kind: 'activation' | 'reset') {
  const status = result.status === 'ok' ? 'invalid' : result.status;
  const message = {
    activation: {
      used: messages.activationLinkUsed,
      expired: messages.activationLinkExpired,
      invalid: messages.activationLinkUnknown,
    },
    reset: { used: messages.resetLinkUsed, expired: messages.resetLinkExpired, invalid: messages.resetLinkUnknown },
  }[kind][status];
  return new ApiError(400, message);
}

export function createUserService({ db, clock, hasher, tokens, mail, loginThrottle, changes }: UserServiceDeps) {
  const findByEmail = async (email: string) => (await db.select().from(users).where(emailMatches(email)).limit(1))[0];
  const findById = async (id: number) => (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];
  const emailTaken = () => new ApiError(409, messages.emailTaken, { email: validationKeys.emailTaken });

  return {
    findByEmail,
    findById,

    /** A new, not yet active account and its activation e-mail. */
    async register(form: RegisterForm, language: LanguageCode) {
      assertNotCommon(form.password, 'password');
      // Hashed before the e-mail is looked up, so a taken e-mail answers no faster than a free one.
      const passwordHash = await hasher.hash(form.password);
      const now = clock.now();
      const { user, secret } = await db
        .transaction(async (tx) => {
          const [existing] = await tx.select().from(users).where(emailMatches(form.email)).limit(1);
          if (existing?.active) throw emailTaken();
          // The link of a registration made less than 5 minutes ago is on its way (docs/product/messages.md).
          if (existing && (await tokens.issuedRecently(existing.id, 'activation', resendPauseMs, tx))) {
            throw new ApiError(429, messages.registrationTooSoon, undefined, Math.ceil(resendPauseMs / 1000));
          }
          // Registering again before activating replaces the first registration (its link may be lost).
          if (existing) await removeUser(tx, existing.id, now);
          const [respondent] = await tx.insert(respondents).values({ createdAt: now }).returning({ id: respondents.id });
          const [created] = await tx
            .insert(users)
            .values({
              ...profileColumns(form),
              respondentId: respondent!.id,
              email: form.email,
              passwordHash,
              language,
              createdAt: now,
              updatedAt: now,
              passwordChangedAt: now,
            })
            .returning();
          return { user: created!, secret: await tokens.issueOneTime(created!.id, 'activation', tx) };
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? emailTaken() : error;
        });
      mail.activation(user, language, secret);
    },

    async activate(secret: string) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const result = await tokens.consume(secret, 'activation', tx);
        if (result.status !== 'ok') throw linkRefusal(result, 'activation');
        await tx
          .update(users)
          .set({
            active: true,
            activatedAt: sql`coalesce(${users.activatedAt}, ${now.toISOString()}::timestamptz)`,
            updatedAt: now,
          })
          .where(eq(users.id, result.userId));
      });
    },

    /**
     * A new session token for every login; an inactive account gets its activation link again instead.
     * `address` is the client's, for the limits per address and e-mail (login-throttle.ts).
     */
    async login(form: LoginForm, language: LanguageCode | undefined, address: string): Promise<string> {
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

    async update(userId: number, form: ProfileForm | StaffProfileForm): Promise<UserProfile> {
      const [row] = await db
        .update(users)
        .set({ ...profileColumns(form), updatedAt: clock.now() })
        .where(eq(users.id, userId))
        .returning();
      if (!row) throw new ApiError(404, messages.userNotFound);
      return toProfile(row);
    },

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

    async deleteAccount(session: AuthSession, password: string) {
      if (!(await hasher.verify(password, session.user.passwordHash))) throw new ApiError(400, messages.passwordWrong);
      await db.transaction((tx) => removeUser(tx, session.user.id, clock.now()));
      // Other processes hear it from the respondents trigger; this one forgets the attempts at once.
      changes.announce(respondentChange(session.user.respondentId));
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
