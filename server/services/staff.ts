import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { emailField, passwordField, validationKeys } from '../../contract/user-forms';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { type AuditActor, commandLineActor, serverStartActor } from './audit/actor';
import type { Clock } from './clock';
import { isUniqueViolation } from './db-errors';
import { isCommonPassword, type PasswordHasher } from './passwords';
import { insertStaff, promoteToStaff, type StaffInput, type StaffResult } from './staff-writes';
import { emailMatches } from './users';

/** A staff e-mail or password breaks the account rules; the CLI and the start-up print it and stop. */
export class StaffInputError extends Error {}

/** The address used for the seeded staff account when STAFF_EMAIL is not set. */
export const defaultStaffEmail = 'staff@survey.local';

const generatePassword = () => randomBytes(15).toString('base64url');

/** The e-mail (normalised) if the input follows the account rules; StaffInputError otherwise. */
export function checkStaffInput(input: StaffInput): string {
  const email = emailField.safeParse(input.email);
  if (!email.success) throw new StaffInputError(`The staff e-mail "${input.email}" is not a valid e-mail address.`);
  if (input.password !== undefined) {
    const password = passwordField.safeParse(input.password);
    if (!password.success) throw new StaffInputError('The staff password must have 8 to 100 characters.');
    if (isCommonPassword(input.password))
      throw new StaffInputError(`The staff password is too common (${validationKeys.passwordCommon}); choose another.`);
  }
  return email.data;
}

export function createStaffService({ db, clock, hasher }: { db: Db; clock: Clock; hasher: PasswordHasher }) {
  return {
    /**
     * Makes `email` an active staff account. An existing account is promoted and keeps its password unless
     * one is given; a new one gets the given password or a generated one. Recorded in the audit trail as
     * `by`'s (the command line unless said), in the same transaction.
     */
    async createStaff(input: StaffInput, by: AuditActor = commandLineActor()): Promise<StaffResult> {
      const email = checkStaffInput(input);
      const now = clock.now();
      const [existing] = await db.select().from(users).where(emailMatches(email)).limit(1);
      const write = { db, hasher, now, by, generatePassword };
      return existing ? promoteToStaff(write, existing, input) : insertStaff(write, email, input);
    },

    /**
     * First start: STAFF_EMAIL/STAFF_PASSWORD become a staff account if that e-mail has none yet; without
     * STAFF_EMAIL a default staff account with a generated password is made once, when no staff exists.
     */
    async seed({ staffEmail, staffPassword }: { staffEmail?: string; staffPassword?: string }): Promise<StaffResult | undefined> {
      try {
        if (!staffEmail) {
          const [anyStaff] = await db.select({ id: users.id }).from(users).where(eq(users.isStaff, true)).limit(1);
          if (anyStaff) return undefined;
        }
        const email = staffEmail ?? defaultStaffEmail;
        // Seeding only ever creates: promoting an existing (perhaps someone else's) registration is the CLI's job.
        const [existing] = await db.select({ id: users.id }).from(users).where(emailMatches(email)).limit(1);
        if (existing) return undefined;
        return await this.createStaff({ email, password: staffPassword }, serverStartActor());
      } catch (error) {
        // Another API process starting at the same moment seeded it first.
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
