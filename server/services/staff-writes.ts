import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authTokens, respondents, type UserRow, users } from '../db/schema';
import type { AuditActor } from './audit/actor';
import { recordAudit } from './audit/record';
import type { PasswordHasher } from './passwords';

/* The input and the outcome of making a staff account (server/services/staff.ts). */
export interface StaffInput {
  email: string;
  password?: string;
  firstName?: string;
  lastName?: string;
}

export interface StaffResult {
  email: string;
  /** Set when the password was generated: shown once, never stored in clear. */
  generatedPassword?: string;
  created: boolean;
}

/** What both ways of making a staff account need: the database, the hasher, the moment and who acts. */
export interface StaffWrite {
  db: Db;
  hasher: PasswordHasher;
  now: Date;
  by: AuditActor;
  generatePassword: () => string;
}

const passwordOf = (input: StaffInput) => (input.password ? ('given' as const) : ('generated' as const));

/**
 * An existing account becomes an active staff account. A registration never activated may not be the
 * operator's: it gets a new password, given or generated; an active one keeps its own unless one is given.
 */
export async function promoteToStaff(
  { db, hasher, now, by, generatePassword }: StaffWrite,
  existing: UserRow,
  input: StaffInput,
): Promise<StaffResult> {
  const generated = !input.password && !existing.active ? generatePassword() : undefined;
  const newPassword = input.password ?? generated;
  const passwordHash = newPassword ? await hasher.hash(newPassword) : undefined;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        isStaff: true,
        active: true,
        activatedAt: existing.activatedAt ?? now,
        updatedAt: now,
        ...(passwordHash ? { passwordHash, passwordChangedAt: now } : {}),
      })
      .where(eq(users.id, existing.id));
    if (passwordHash) await tx.delete(authTokens).where(eq(authTokens.userId, existing.id));
    const password = newPassword ? passwordOf(input) : 'kept';
    await recordAudit(tx, by, 'staff.create', { account: existing.id, email: existing.email, created: false, password });
  });
  return { email: existing.email, created: false, ...(generated ? { generatedPassword: generated } : {}) };
}

/** A new active staff account with the given password or a generated one, shown once. */
export async function insertStaff(
  { db, hasher, now, by, generatePassword }: StaffWrite,
  email: string,
  input: StaffInput,
): Promise<StaffResult> {
  const generatedPassword = input.password ? undefined : generatePassword();
  const passwordHash = await hasher.hash(input.password ?? generatedPassword!);
  await db.transaction(async (tx) => {
    const [respondent] = await tx.insert(respondents).values({ createdAt: now }).returning({ id: respondents.id });
    const [made] = await tx
      .insert(users)
      .values({
        respondentId: respondent!.id,
        email,
        passwordHash,
        firstName: input.firstName ?? 'Staff',
        lastName: input.lastName ?? '',
        isStaff: true,
        active: true,
        activatedAt: now,
        createdAt: now,
        updatedAt: now,
        passwordChangedAt: now,
      })
      .returning({ id: users.id });
    await recordAudit(tx, by, 'staff.create', { account: made!.id, email, created: true, password: passwordOf(input) });
  });
  return { email, created: true, ...(generatedPassword ? { generatedPassword } : {}) };
}
