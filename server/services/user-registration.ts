import { sql, eq } from 'drizzle-orm';
import type { LanguageCode } from '../../contract/languages';
import { messages } from '../../contract/messages';
import { type RegisterForm, validationKeys } from '../../contract/user-forms';
import { respondents, users } from '../db/schema';
import { linkRefusal, resendPauseMs } from './account-links';
import { ApiError } from './api-error';
import { isUniqueViolation } from './db-errors';
import type { Executor } from '../db/executor';
import type { TokenStore } from './tokens';
import { assertNotCommon } from './user-passwords';
import { removeUser } from './user-removal';
import { emailMatches, profileColumns } from './user-rows';
import type { UserServiceDeps } from './user-service-deps';

const emailTaken = () => new ApiError(409, messages.emailTaken, { email: validationKeys.emailTaken });

interface NewAccount {
  form: RegisterForm;
  language: LanguageCode;
  passwordHash: string;
  now: Date;
}

/** The account and its activation secret, in the transaction `tx`; a registration not yet activated gives way. */
async function registerIn(tx: Executor, tokens: TokenStore, { form, language, passwordHash, now }: NewAccount) {
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
}

/** Registering an account and activating it from the e-mailed link. */
export function createRegistration({ db, clock, hasher, tokens, mail }: UserServiceDeps) {
  return {
    /** A new, not yet active account and its activation e-mail. */
    async register(form: RegisterForm, language: LanguageCode) {
      assertNotCommon(form.password, 'password');
      // Hashed before the e-mail is looked up, so a taken e-mail answers no faster than a free one.
      const passwordHash = await hasher.hash(form.password);
      const now = clock.now();
      const { user, secret } = await db
        .transaction((tx) => registerIn(tx, tokens, { form, language, passwordHash, now }))
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
  };
}
