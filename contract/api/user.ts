import { z } from '../zod';
import { countryCodes, educations, genders, jobSectors, residences, roles } from '../user-options';

export { authorizationHeader, userApiPaths } from './user-paths';

/** POST /token and PUT /password/change answer a new session token. */
export const tokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** Calls without data answer an English sentence, translated under BACKEND-RESPONSES.<message>. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** GET /me: the current user (docs/product/data.md). */
export const userInfoSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(roles),
  first_name: z.string(),
  last_name: z.string(),
  is_staff: z.boolean(),
});
export type UserInfoResponse = z.infer<typeof userInfoSchema>;

/** A text answer of the profile: one of the codes, or '' when it was never given. */
const codeOrEmpty = <const T extends readonly [string, ...string[]]>(codes: T) => z.union([z.enum(codes), z.literal('')]);

/**
 * GET /me/full and PUT /update: the full profile (docs/product/data.md). Staff accounts made with the CLI have
 * no profile answers: their text fields answer '' (a client written to docs/product/api.md formats them as strings),
 * the numbers and the yes/no answer null (docs/product/data.md gives them no default; unemployed_months is null for
 * the employed anyway).
 */
export const userProfileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  country: codeOrEmpty(countryCodes),
  residence: codeOrEmpty(residences),
  education: codeOrEmpty(educations),
  gender: codeOrEmpty(genders),
  age: z.number().int().nullable(),
  employment: z.boolean().nullable(),
  unemployed_months: z.number().int().nullable(),
  job_fields: z.array(z.enum(jobSectors)),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** The sentences of the successful account calls (each a BACKEND-RESPONSES key; no dots). */
export const userMessages = {
  registered: 'Your registration is complete, we have sent you an e-mail with a link to activate your account',
  activated: 'Your account is activated, you can log in now',
  resetRequested: 'If an account with this e-mail exists, we have sent it a link to set a new password',
  passwordReset: 'Your new password is saved, you can log in now',
  deleted: 'Your account and your personal data have been deleted',
} as const;
