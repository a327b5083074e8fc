import { eq } from 'drizzle-orm';
import { messages } from '../../contract/messages';
import type { ProfileForm, StaffProfileForm } from '../../contract/user-forms';
import type { UserProfile } from '../../contract/api/user';
import { respondentChange } from '../db/change-feed';
import { users } from '../db/schema';
import { ApiError } from './api-error';
import type { AuthSession } from './tokens';
import { createLogin } from './user-login';
import type { UserServiceDeps } from './user-service-deps';
import { createPasswordChanges } from './user-passwords';
import { createRegistration } from './user-registration';
import { removeUser } from './user-removal';
import { emailMatches, profileColumns, toProfile } from './user-rows';

export { assertNotCommon } from './user-passwords';
export { removeUser } from './user-removal';
export { emailMatches, toProfile, toUserInfo } from './user-rows';

/**
 * Accounts of the people who answer: registration (user-registration.ts), login (user-login.ts), passwords
 * (user-passwords.ts), the profile and the account's deletion.
 */
export function createUserService(deps: UserServiceDeps) {
  const { db, clock, hasher, changes } = deps;
  const findByEmail = async (email: string) => (await db.select().from(users).where(emailMatches(email)).limit(1))[0];
  const findById = async (id: number) => (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

  return {
    findByEmail,
    findById,
    ...createRegistration(deps),
    ...createLogin(deps, findByEmail),

    async update(userId: number, form: ProfileForm | StaffProfileForm): Promise<UserProfile> {
      const [row] = await db
        .update(users)
        .set({ ...profileColumns(form), updatedAt: clock.now() })
        .where(eq(users.id, userId))
        .returning();
      if (!row) throw new ApiError(404, messages.userNotFound);
      return toProfile(row);
    },

    ...createPasswordChanges(deps, findByEmail),

    async deleteAccount(session: AuthSession, password: string) {
      if (!(await hasher.verify(password, session.user.passwordHash))) throw new ApiError(400, messages.passwordWrong);
      await db.transaction((tx) => removeUser(tx, session.user.id, clock.now()));
      // Other processes hear it from the respondents trigger; this one forgets the attempts at once.
      changes.announce(respondentChange(session.user.respondentId));
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
