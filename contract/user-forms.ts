import { z } from './zod';
import { limits } from './limits';
import { isOneLine, withoutNul } from './text';
import { countryCodes, educations, genders, jobSectors, residences } from './user-options';

/**
 * The account forms of docs/product/validation.md, shared by the React forms and the server (docs/architecture.md).
 * Every message is a VALIDATION.* translation key; the server answers them per field under `errors`.
 */
export const validationKeys = {
  required: 'VALIDATION.REQUIRED',
  email: 'VALIDATION.EMAIL',
  passwordMin: 'VALIDATION.PASSWORD_MIN',
  passwordMax: 'VALIDATION.PASSWORD_MAX',
  /** Server only: the password is on the list of the most common ones (server/services/common-passwords.txt). */
  passwordCommon: 'VALIDATION.PASSWORD_COMMON',
  firstNameMax: 'VALIDATION.FIRST_NAME_MAX',
  lastNameMax: 'VALIDATION.LAST_NAME_MAX',
  locationMax: 'VALIDATION.LOCATION_MAX',
  confirmPassword: 'VALIDATION.CONFIRM_PASSWORD',
  gdpr: 'VALIDATION.GDPR',
  ageMax: 'VALIDATION.AGE_MAX',
  unemployedMin: 'VALIDATION.UNEMPLOYED_MIN',
  unemployedMax: 'VALIDATION.UNEMPLOYED_MAX',
  /** Server only: the e-mail of the registration belongs to an account already (409). */
  emailTaken: 'VALIDATION.EMAIL_TAKEN',
  /** A character no such field may hold: NUL anywhere; control, format or line-break characters in one-line fields. */
  characters: 'VALIDATION.CHARACTERS',
} as const;
const V = validationKeys;

// A simple, permissive address check (something@domain.tld, no spaces); the activation e-mail proves the rest.
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const emailField = z
  .string({ error: V.required })
  .trim()
  .min(1, V.required)
  .max(limits.emailMax, V.email)
  .regex(emailPattern, V.email)
  .refine(isOneLine, V.email);

export const passwordField = z
  .string({ error: V.required })
  .min(1, V.required)
  .min(limits.passwordMin, V.passwordMin)
  .max(limits.passwordMax, V.passwordMax)
  .refine(withoutNul, V.characters);

/** The repeated password only has to be there; equality is checked on the whole form. */
const confirmField = z.string({ error: V.required }).min(1, V.required).refine(withoutNul, V.characters);

const nameField = (maxKey: string) =>
  z.string({ error: V.required }).trim().min(1, V.required).max(limits.nameMax, maxKey).refine(isOneLine, V.characters);

/** The country dropdown's value: one of the 48 codes (any other text is treated as not chosen). */
export const locationField = z
  .string({ error: V.required })
  .trim()
  .toUpperCase()
  .min(1, V.required)
  .max(limits.locationMax, V.locationMax)
  .pipe(z.enum(countryCodes, { error: V.required }));

/** Empty inputs (`''`, `null`, or the NaN of an empty number input) count as not given. */
const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'number' && Number.isNaN(value)) ? undefined : value;

export const ageField = z
  .number({ error: V.required })
  .int(V.required)
  .min(limits.ageMin, V.required)
  .max(limits.ageMax, V.ageMax);

const unemployedMonthsField = z.preprocess(
  blankToUndefined,
  z
    .number({ error: V.required })
    .int(V.required)
    .min(limits.unemployedMonthsMin, V.unemployedMin)
    .max(limits.unemployedMonthsMax, V.unemployedMax)
    .optional(),
);

const jobFieldField = z.preprocess(
  (value) => (value === null ? undefined : value),
  z
    .array(z.enum(jobSectors, { error: V.required }), { error: V.required })
    .max(jobSectors.length, V.required)
    .optional(),
);

/** The profile fields (docs/product/data.md, form names); the update form sends exactly these. */
const profileShape = {
  firstName: nameField(V.firstNameMax),
  lastName: nameField(V.lastNameMax),
  location: locationField,
  residence: z.enum(residences, { error: V.required }),
  education: z.enum(educations, { error: V.required }),
  gender: z.enum(genders, { error: V.required }),
  age: ageField,
  employment: z.boolean({ error: V.required }),
  unemployedMonths: unemployedMonthsField,
  jobField: jobFieldField,
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The employment toggle of docs/product/behaviour.md: employed needs at least one job sector, not employed needs the
 * months. Checked once employment itself is answered, so the other field errors show at the same time.
 */
function withEmploymentRules<T extends z.ZodType<{ employment?: boolean; unemployedMonths?: number; jobField?: string[] }>>(
  schema: T,
) {
  const employmentAnswered = (payload: { value: unknown }) =>
    isRecord(payload.value) && typeof payload.value.employment === 'boolean';
  return schema
    .refine((v) => !v.employment || (v.jobField?.length ?? 0) > 0, {
      path: ['jobField'],
      message: V.required,
      when: employmentAnswered,
    })
    .refine((v) => v.employment || v.unemployedMonths !== undefined, {
      path: ['unemployedMonths'],
      message: V.required,
      when: (payload) =>
        employmentAnswered(payload) && isRecord(payload.value) && blankToUndefined(payload.value.unemployedMonths) === undefined,
    });
}

/** Equality of a password and its repetition, checked once both are filled in. */
function withConfirmation<T extends z.ZodType<Record<string, unknown>>>(schema: T, password: string, confirm: string) {
  return schema.refine((v) => v[password] === v[confirm], {
    path: [confirm],
    message: V.confirmPassword,
    when: (payload) =>
      isRecord(payload.value) &&
      typeof payload.value[password] === 'string' &&
      typeof payload.value[confirm] === 'string' &&
      payload.value[confirm] !== '',
  });
}

export const profileFormSchema = withEmploymentRules(z.object(profileShape));
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileForm = z.output<typeof profileFormSchema>;

/** Optional in the staff profile: blank is not given; anything given is checked as in the respondent's form. */
const notRequired = <T extends z.ZodType>(field: T) => z.preprocess(blankToUndefined, field.optional());

/**
 * The profile of a staff account: the name as for everyone, the respondent's details optional, since
 * an account made by `cli create-staff` has none and staff do not answer as respondents. The update route
 * takes this shape and still holds a respondent to `profileFormSchema`.
 */
export const staffProfileFormSchema = withEmploymentRules(
  z.object({
    ...profileShape,
    location: notRequired(locationField),
    residence: notRequired(profileShape.residence),
    education: notRequired(profileShape.education),
    gender: notRequired(profileShape.gender),
    age: notRequired(ageField),
    employment: notRequired(profileShape.employment),
  }),
);
export type StaffProfileForm = z.output<typeof staffProfileFormSchema>;

export const registerFormSchema = withConfirmation(
  withEmploymentRules(
    z.object({
      ...profileShape,
      email: emailField,
      password: passwordField,
      confirmPwd: confirmField,
      gdpr: z.literal(true, { error: V.gdpr }),
    }),
  ),
  'password',
  'confirmPwd',
);
export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterForm = z.output<typeof registerFormSchema>;

export const loginFormSchema = z.object({
  email: emailField,
  password: passwordField,
  rememberme: z.boolean({ error: V.required }).optional(),
});
export type LoginForm = z.output<typeof loginFormSchema>;

/** A link token from an e-mail (activation or reset); its validity is the server's business. */
export const linkTokenField = z
  .string({ error: V.required })
  .trim()
  .min(1, V.required)
  .max(200, V.required)
  .refine(withoutNul, V.characters);

export const activationFormSchema = z.object({ token: linkTokenField });
export type ActivationForm = z.output<typeof activationFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: emailField });
export type ForgotPasswordForm = z.output<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = withConfirmation(
  z.object({ password: passwordField, confirmPwd: confirmField, token: linkTokenField }),
  'password',
  'confirmPwd',
);
export type ResetPasswordForm = z.output<typeof resetPasswordFormSchema>;

export const changePasswordFormSchema = withConfirmation(
  z.object({
    // The current password is only compared with the stored one, so only its presence and size are checked.
    oldPassword: z
      .string({ error: V.required })
      .min(1, V.required)
      .max(limits.passwordMax, V.passwordMax)
      .refine(withoutNul, V.characters),
    newPassword: passwordField,
    confirmPassword: confirmField,
  }),
  'newPassword',
  'confirmPassword',
);
export type ChangePasswordForm = z.output<typeof changePasswordFormSchema>;

export const deleteAccountFormSchema = z.object({
  password: z
    .string({ error: V.required })
    .min(1, V.required)
    .max(limits.passwordMax, V.passwordMax)
    .refine(withoutNul, V.characters),
});
export type DeleteAccountForm = z.output<typeof deleteAccountFormSchema>;

/**
 * What is kept of the employment answers: employed keeps the (deduplicated) sectors and no months, not
 * employed keeps the months and no sectors (docs/product/behaviour.md). The forms and the server both apply it.
 */
export function employmentAnswers(form: Pick<ProfileForm, 'unemployedMonths' | 'jobField'> & { employment?: boolean }) {
  return form.employment
    ? { unemployedMonths: null, jobField: [...new Set(form.jobField ?? [])] }
    : { unemployedMonths: form.unemployedMonths ?? null, jobField: [] };
}
