import type { UserProfile } from '../../../contract/api/user';
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

/** The edit form starts from the stored profile (spec section 3 names → form names). */
export function profileToValues(profile: UserProfile): ProfileValues {
  return {
    firstName: profile.first_name,
    lastName: profile.last_name,
    location: profile.country ?? '',
    residence: profile.residence,
    age: profile.age,
    gender: profile.gender,
    education: profile.education,
    employment: profile.employment,
    jobField: [...profile.job_fields],
    unemployedMonths: profile.unemployed_months,
  };
}

/**
 * The employment toggle of spec section 4: employed clears the months, not employed clears the sectors.
 * The now-required field stays empty and without an error until a submit is tried.
 */
export function withEmployment<V extends ProfileValues>(values: V, employed: boolean): V {
  return employed ? { ...values, employment: true, unemployedMonths: null } : { ...values, employment: false, jobField: [] };
}
