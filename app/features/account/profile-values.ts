import type { UserProfile } from '../../../contract/api/user';
import { validationKeys } from '../../../contract/user-forms';
import type { CountryCode, Education, Gender, JobSector, Residence } from '../../../contract/user-options';

/** What the profile inputs hold while being edited; empty answers are '' or null until chosen. */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  location: CountryCode | '';
  residence: Residence | null;
  age: number | null;
  gender: Gender | null;
  education: Education | null;
  employment: boolean | null;
  jobField: JobSector[];
  unemployedMonths: number | null;
}

/** The edit form starts from the stored profile (docs/product/data.md names → form names). */
export function profileToValues(profile: UserProfile): ProfileValues {
  return {
    firstName: profile.first_name,
    lastName: profile.last_name,
    location: profile.country,
    // '' is how the server answers a profile question never answered (a staff account made by the CLI).
    residence: profile.residence || null,
    age: profile.age,
    gender: profile.gender || null,
    education: profile.education || null,
    employment: profile.employment,
    jobField: [...profile.job_fields],
    unemployedMonths: profile.unemployed_months,
  };
}

/**
 * The employment toggle of docs/product/behaviour.md: employed clears the months, not employed clears the sectors.
 * The now-required field stays empty and without an error until a submit is tried.
 */
export function withEmployment<V extends ProfileValues>(values: V, employed: boolean): V {
  return employed ? { ...values, employment: true, unemployedMonths: null } : { ...values, employment: false, jobField: [] };
}

/** Shown instead of VALIDATION.REQUIRED when a number was typed but is not an age (negative or not whole). */
export const ageRangeKey = 'VALIDATION.AGE_RANGE';

/**
 * The profile forms' explanation of a rule (useZodForm's `explain`): the contract answers a negative or
 * fractional age with VALIDATION.REQUIRED (docs/product/validation.md, and what clients in use know from the server),
 * which misleads someone who did type an age; the form says the allowed range instead.
 */
export function explainProfileError(field: string, key: string, values: Pick<ProfileValues, 'age'>) {
  return field === 'age' && key === validationKeys.required && typeof values.age === 'number' ? ageRangeKey : key;
}

/** The part of a form hook the profile inputs need (the registration and the profile edit share them). */
export interface ProfileFieldsForm {
  values: ProfileValues;
  /** Loosely typed so that a larger form (registration) fits; each call below passes its field's own type. */
  setValue: (field: keyof ProfileValues, value: ProfileValues[keyof ProfileValues]) => void;
  setEmployment: (employed: boolean) => void;
  errorOf: (field: keyof ProfileValues) => string | undefined;
  fieldId: (field: keyof ProfileValues) => string;
}
