import { describe, expect, it } from 'vitest';
import {
  activationFormSchema,
  changePasswordFormSchema,
  deleteAccountFormSchema,
  emailField,
  employmentAnswers,
  loginFormSchema,
  profileFormSchema,
  registerFormSchema,
  resetPasswordFormSchema,
  staffProfileFormSchema,
} from './user-forms';
import { countryCodes, jobSectors } from './user-options';

/** Field name -> first VALIDATION key, as the server answers and the forms show them. */
function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0] ?? '_form')] ??= issue.message;
  return errors;
}

const profile = {
  firstName: 'Marta',
  lastName: 'Nováková',
  location: 'CZ',
  residence: 'citizen',
  education: 'tertiary',
  gender: 'female',
  age: 58,
  employment: true,
  jobField: ['banking'],
};
const register = { ...profile, email: 'marta@example.com', password: 'long enough', confirmPwd: 'long enough', gdpr: true };

describe('given the option lists', () => {
  it('has the 37 job sectors and the 48 European countries, Kosovo, the Vatican, Turkey and Georgia included', () => {
    expect(jobSectors).toHaveLength(37);
    expect(new Set(countryCodes).size).toBe(48);
    for (const code of ['GB', 'RU', 'UA', 'XK', 'VA', 'TR', 'GE']) expect(countryCodes).toContain(code);
  });

  it('accepts Georgia (GE) as well as Turkey (TR), in either case', () => {
    for (const location of ['GE', 'ge', 'TR']) expect(registerFormSchema.safeParse({ ...register, location }).success).toBe(true);
  });
});

describe('given the employment toggle', () => {
  it('requires at least one sector when employed, and not the months', () => {
    expect(errorsOf(profileFormSchema.safeParse({ ...profile, jobField: [] }))).toEqual({ jobField: 'VALIDATION.REQUIRED' });
    expect(errorsOf(profileFormSchema.safeParse({ ...profile, jobField: undefined }))).toEqual({
      jobField: 'VALIDATION.REQUIRED',
    });
    expect(profileFormSchema.safeParse({ ...profile, unemployedMonths: Number.NaN }).success).toBe(true);
  });

  it('requires the months when not employed, and not the sectors', () => {
    const unemployed = { ...profile, employment: false, jobField: [] };
    expect(errorsOf(profileFormSchema.safeParse(unemployed))).toEqual({ unemployedMonths: 'VALIDATION.REQUIRED' });
    expect(errorsOf(profileFormSchema.safeParse({ ...unemployed, unemployedMonths: '' }))).toEqual({
      unemployedMonths: 'VALIDATION.REQUIRED',
    });
    expect(errorsOf(profileFormSchema.safeParse({ ...unemployed, unemployedMonths: 'six' }))).toEqual({
      unemployedMonths: 'VALIDATION.REQUIRED',
    });
    expect(errorsOf(profileFormSchema.safeParse({ ...unemployed, unemployedMonths: -1 }))).toEqual({
      unemployedMonths: 'VALIDATION.UNEMPLOYED_MIN',
    });
    expect(errorsOf(profileFormSchema.safeParse({ ...unemployed, unemployedMonths: 1001 }))).toEqual({
      unemployedMonths: 'VALIDATION.UNEMPLOYED_MAX',
    });
    expect(profileFormSchema.safeParse({ ...unemployed, unemployedMonths: 0 }).success).toBe(true);
    expect(profileFormSchema.safeParse({ ...unemployed, unemployedMonths: 1000 }).success).toBe(true);
  });

  it('keeps only the answers that belong to the choice', () => {
    expect(employmentAnswers({ employment: true, unemployedMonths: 5, jobField: ['trade', 'trade', 'banking'] })).toEqual({
      unemployedMonths: null,
      jobField: ['trade', 'banking'],
    });
    expect(employmentAnswers({ employment: false, unemployedMonths: 5, jobField: ['trade'] })).toEqual({
      unemployedMonths: 5,
      jobField: [],
    });
  });

  it('refuses an unknown sector and an employment that is not yes or no', () => {
    expect(errorsOf(profileFormSchema.safeParse({ ...profile, jobField: ['astronaut'] }))).toEqual({
      jobField: 'VALIDATION.REQUIRED',
    });
    expect(errorsOf(profileFormSchema.safeParse({ ...profile, employment: 'yes' }))).toEqual({
      employment: 'VALIDATION.REQUIRED',
    });
  });
});

describe('given the age', () => {
  it.each([
    [Number.NaN, 'VALIDATION.REQUIRED'],
    ['60', 'VALIDATION.REQUIRED'],
    [-1, 'VALIDATION.REQUIRED'],
    [151, 'VALIDATION.AGE_MAX'],
  ])('answers %s with %s', (age, key) => {
    expect(errorsOf(profileFormSchema.safeParse({ ...profile, age }))).toEqual({ age: key });
  });

  it('accepts 0 and 150', () => {
    expect(profileFormSchema.safeParse({ ...profile, age: 0 }).success).toBe(true);
    expect(profileFormSchema.safeParse({ ...profile, age: 150 }).success).toBe(true);
  });
});

describe('given names, country and e-mail', () => {
  it('trims them, upper-cases the country and checks the lengths', () => {
    const parsed = registerFormSchema.parse({ ...register, firstName: '  Marta ', location: 'sk', email: ' marta@example.com ' });
    expect(parsed).toMatchObject({ firstName: 'Marta', location: 'SK', email: 'marta@example.com' });
    expect(
      errorsOf(
        registerFormSchema.safeParse({ ...register, firstName: '   ', lastName: 'x'.repeat(101), location: 'x'.repeat(101) }),
      ),
    ).toEqual({
      firstName: 'VALIDATION.REQUIRED',
      lastName: 'VALIDATION.LAST_NAME_MAX',
      location: 'VALIDATION.LOCATION_MAX',
    });
    expect(errorsOf(registerFormSchema.safeParse({ ...register, location: 'Narnia' }))).toEqual({
      location: 'VALIDATION.REQUIRED',
    });
  });

  it.each([
    ['', 'VALIDATION.REQUIRED'],
    ['marta', 'VALIDATION.EMAIL'],
    ['marta@example', 'VALIDATION.EMAIL'],
    ['mar ta@example.com', 'VALIDATION.EMAIL'],
    [`${'a'.repeat(310)}@example.com`, 'VALIDATION.EMAIL'],
  ])('answers the e-mail "%s" with %s', (email, key) => {
    expect(errorsOf(loginFormSchema.safeParse({ email, password: 'long enough' }))).toEqual({ email: key });
  });
});

describe('given passwords', () => {
  it('needs 8 to 100 characters', () => {
    expect(errorsOf(loginFormSchema.safeParse({ email: 'a@b.cz', password: '' }))).toEqual({ password: 'VALIDATION.REQUIRED' });
    expect(errorsOf(loginFormSchema.safeParse({ email: 'a@b.cz', password: '1234567' }))).toEqual({
      password: 'VALIDATION.PASSWORD_MIN',
    });
    expect(errorsOf(loginFormSchema.safeParse({ email: 'a@b.cz', password: 'x'.repeat(101) }))).toEqual({
      password: 'VALIDATION.PASSWORD_MAX',
    });
    expect(loginFormSchema.safeParse({ email: 'a@b.cz', password: 'x'.repeat(100), rememberme: true }).success).toBe(true);
  });

  it('checks that the repetition matches, in registration, reset and change', () => {
    expect(errorsOf(registerFormSchema.safeParse({ ...register, confirmPwd: 'long enougH' }))).toEqual({
      confirmPwd: 'VALIDATION.CONFIRM_PASSWORD',
    });
    expect(errorsOf(resetPasswordFormSchema.safeParse({ password: 'long enough', confirmPwd: 'other', token: 't' }))).toEqual({
      confirmPwd: 'VALIDATION.CONFIRM_PASSWORD',
    });
    expect(
      errorsOf(
        changePasswordFormSchema.safeParse({
          oldPassword: 'whatever',
          newPassword: 'long enough',
          confirmPassword: 'long enough!',
        }),
      ),
    ).toEqual({ confirmPassword: 'VALIDATION.CONFIRM_PASSWORD' });
    expect(errorsOf(registerFormSchema.safeParse({ ...register, confirmPwd: '' }))).toEqual({
      confirmPwd: 'VALIDATION.REQUIRED',
    });
  });
});

describe('given the whole registration form', () => {
  it('needs the GDPR consent to be given', () => {
    expect(errorsOf(registerFormSchema.safeParse({ ...register, gdpr: false }))).toEqual({ gdpr: 'VALIDATION.GDPR' });
    expect(errorsOf(registerFormSchema.safeParse({ ...register, gdpr: undefined }))).toEqual({ gdpr: 'VALIDATION.GDPR' });
  });

  it('reports every missing field at once, with the employment rule once employment is answered', () => {
    expect(errorsOf(registerFormSchema.safeParse({ employment: true }))).toEqual({
      firstName: 'VALIDATION.REQUIRED',
      lastName: 'VALIDATION.REQUIRED',
      location: 'VALIDATION.REQUIRED',
      residence: 'VALIDATION.REQUIRED',
      education: 'VALIDATION.REQUIRED',
      gender: 'VALIDATION.REQUIRED',
      age: 'VALIDATION.REQUIRED',
      jobField: 'VALIDATION.REQUIRED',
      email: 'VALIDATION.REQUIRED',
      password: 'VALIDATION.REQUIRED',
      confirmPwd: 'VALIDATION.REQUIRED',
      gdpr: 'VALIDATION.GDPR',
    });
  });
});

describe('given characters that no text field may hold', () => {
  const letters = [
    'Řeřicha Ďáblová Ůžasná', // cs
    'Ľubomír Ŕáčik Ôsmy Äbel', // sk
    'Jürgen Weiß-Straße ẞ', // de
    'Őrsi Űrsula Gyűrű', // hu
    'Đurđa Ćirić Šimunović', // hr, bs
    'Žiga Čebašek', // sl
    'Йордан Щерев Ъгълов Ьо Юлия', // bg
    'Ђорђе Љубичић Њежић Џаја Јован Ћира', // sr
    "O'Brien-Smith Jr. (Ann) d’Arc", // punctuation
    'Jose\u0301 Mari\u0301a', // combining accents (decomposed)
  ];

  it.each(letters)('accepts every letter of the 10 languages and ordinary punctuation: %s', (name) => {
    expect(registerFormSchema.safeParse({ ...register, firstName: name, lastName: name }).success).toBe(true);
  });

  it.each([
    ['NUL', 'Mar\u0000ta'],
    ['a line break', 'Mar\nta'],
    ['a carriage return', 'Mar\rta'],
    ['a tab', 'Mar\tta'],
    ['an escape', 'Mar\u001bta'],
    ['a C1 control', 'Mar\u0085ta'],
    ['a zero-width space', 'Mar\u200bta'],
    ['a right-to-left override', 'Mar\u202eta'],
    ['a soft hyphen', 'Mar\u00adta'],
    ['a line separator', 'Mar\u2028ta'],
    ['a paragraph separator', 'Mar\u2029ta'],
    ['a byte order mark', 'Mar\ufeffta'],
    ['a lone surrogate', 'Mar\ud800ta'],
  ])('refuses %s in a name with VALIDATION.CHARACTERS', (_what, name) => {
    expect(errorsOf(profileFormSchema.safeParse({ ...profile, firstName: name, lastName: name }))).toEqual({
      firstName: 'VALIDATION.CHARACTERS',
      lastName: 'VALIDATION.CHARACTERS',
    });
  });

  it('refuses NUL in every other text field: e-mail, passwords, link tokens, country', () => {
    expect(errorsOf(loginFormSchema.safeParse({ email: 'mar\u0000ta@example.com', password: 'long\u0000enough' }))).toEqual({
      email: 'VALIDATION.EMAIL',
      password: 'VALIDATION.CHARACTERS',
    });
    expect(errorsOf(loginFormSchema.safeParse({ email: 'marta@exam\nple.com', password: 'long enough' }))).toEqual({
      email: 'VALIDATION.EMAIL',
    });
    expect(errorsOf(registerFormSchema.safeParse({ ...register, location: 'C\u0000Z', confirmPwd: 'long\u0000enough' }))).toEqual(
      {
        location: 'VALIDATION.REQUIRED',
        confirmPwd: 'VALIDATION.CHARACTERS',
      },
    );
    expect(
      errorsOf(resetPasswordFormSchema.safeParse({ password: 'long enough', confirmPwd: 'long enough', token: 'a\u0000b' })),
    ).toEqual({
      token: 'VALIDATION.CHARACTERS',
    });
    expect(
      errorsOf(
        changePasswordFormSchema.safeParse({
          oldPassword: 'old\u0000',
          newPassword: 'long enough',
          confirmPassword: 'long enough',
        }),
      ),
    ).toEqual({ oldPassword: 'VALIDATION.CHARACTERS' });
  });

  it('still accepts a password with spaces, symbols and any letters', () => {
    expect(loginFormSchema.safeParse({ email: 'a@b.cz', password: 'žluťoučký kůň 🐴 \t€' }).success).toBe(true);
  });
});

/** Every message on a field, in order (errorsOf keeps the first only). */
function messagesOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) {
  return (result.error?.issues ?? []).filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

describe('given the rest of the account forms', () => {
  it('takes an address with sub-domains, and refuses one with a space or a second part after it', () => {
    expect(emailField.safeParse('eva@mail.example.org').success).toBe(true);
    expect(emailField.safeParse('eva@example.org x').success).toBe(false);
    expect(emailField.safeParse('eva@example').success).toBe(false);
  });

  it('compares the passwords only once the repetition is filled in: an empty one is only missing', () => {
    expect(messagesOf(registerFormSchema.safeParse({ ...register, confirmPwd: '' }), 'confirmPwd')).toEqual([
      'VALIDATION.REQUIRED',
    ]);
    expect(messagesOf(registerFormSchema.safeParse({ ...register, password: 7, confirmPwd: 'x' }), 'confirmPwd')).toEqual([]);
    expect(messagesOf(registerFormSchema.safeParse({ ...register, confirmPwd: 7 }), 'confirmPwd')).toEqual([
      'VALIDATION.REQUIRED',
    ]);
  });

  it('applies the employment rules only once employment is answered', () => {
    const { employment: _employment, jobField: _jobField, ...unanswered } = profile;
    const result = profileFormSchema.safeParse(unanswered);
    expect(messagesOf(result, 'employment')).toEqual(['VALIDATION.REQUIRED']);
    expect(messagesOf(result, 'jobField')).toEqual([]);
    expect(messagesOf(result, 'unemployedMonths')).toEqual([]);
    // Not employed, months left empty (an empty number input): required once, not a type error besides.
    const months = profileFormSchema.safeParse({ ...profile, employment: false, jobField: null, unemployedMonths: Number.NaN });
    expect(messagesOf(months, 'unemployedMonths')).toEqual(['VALIDATION.REQUIRED']);
    expect(messagesOf(months, 'jobField')).toEqual([]);
    const given = profileFormSchema.safeParse({ ...profile, employment: false, jobField: null, unemployedMonths: '' });
    expect(messagesOf(given, 'unemployedMonths')).toEqual(['VALIDATION.REQUIRED']);
  });

  it('takes a staff profile with the name only, blanks counting as not given, and checks what is given', () => {
    const blank = staffProfileFormSchema.safeParse({
      firstName: 'Jana',
      lastName: 'Staff',
      location: '',
      residence: null,
      education: '',
      gender: null,
      age: Number.NaN,
      employment: null,
      unemployedMonths: '',
      jobField: null,
    });
    expect(blank.success).toBe(true);
    expect(blank.data).toMatchObject({ firstName: 'Jana', location: undefined, age: undefined, employment: undefined });
    expect(
      errorsOf(staffProfileFormSchema.safeParse({ firstName: 'Jana', lastName: 'Staff', age: 151, location: 'XX' })),
    ).toEqual({
      age: 'VALIDATION.AGE_MAX',
      location: 'VALIDATION.REQUIRED',
    });
    expect(errorsOf(staffProfileFormSchema.safeParse({ lastName: 'Staff' }))).toEqual({ firstName: 'VALIDATION.REQUIRED' });
  });

  it('says "required" for a missing token, password or remember-me that is not yes or no', () => {
    expect(errorsOf(activationFormSchema.safeParse({}))).toEqual({ token: 'VALIDATION.REQUIRED' });
    expect(errorsOf(activationFormSchema.safeParse({ token: 't'.repeat(201) }))).toEqual({ token: 'VALIDATION.REQUIRED' });
    expect(errorsOf(deleteAccountFormSchema.safeParse({}))).toEqual({ password: 'VALIDATION.REQUIRED' });
    expect(errorsOf(deleteAccountFormSchema.safeParse({ password: '' }))).toEqual({ password: 'VALIDATION.REQUIRED' });
    expect(errorsOf(deleteAccountFormSchema.safeParse({ password: 'x'.repeat(101) }))).toEqual({
      password: 'VALIDATION.PASSWORD_MAX',
    });
    expect(deleteAccountFormSchema.safeParse({ password: 'short' }).success).toBe(true);
    expect(errorsOf(changePasswordFormSchema.safeParse({ newPassword: 'long enough', confirmPassword: 'long enough' }))).toEqual({
      oldPassword: 'VALIDATION.REQUIRED',
    });
    expect(errorsOf(loginFormSchema.safeParse({ email: 'eva@example.org', password: 'long enough', rememberme: 'yes' }))).toEqual(
      {
        rememberme: 'VALIDATION.REQUIRED',
      },
    );
  });
});
