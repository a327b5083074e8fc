import { sql } from 'drizzle-orm';
import type { UserInfoResponse, UserProfile } from '../../contract/api/user';
import { employmentAnswers, type ProfileForm, type StaffProfileForm } from '../../contract/user-forms';
import { type UserRow, users } from '../db/schema';

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
export function profileColumns(form: ProfileForm | StaffProfileForm) {
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
