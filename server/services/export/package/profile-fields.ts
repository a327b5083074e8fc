import { languageCodes, type LanguageCode } from '../../../../contract/languages';
import { limits } from '../../../../contract/limits';
import { countryCodes, educations, genders, jobSectors, residences } from '../../../../contract/user-options';
import type { AttemptProfile } from '../../../db/schema';
import type { ExportedAttempt } from '../attempt-batches';
import type { ExportTexts } from '../export-texts';
import { categorical, type Field, type Row } from './field';
import { countryLabel, languageLabel, optionLabel } from './profile-labels';

/**
 * The profile columns of a response row: the profile the attempt was completed with (docs/research-data.md
 * "Each attempt carries its own profile"), so a later change of the person's profile never rewrites an
 * earlier attempt and two exports never disagree on an attempt's key.
 */
export function profileFields(language: LanguageCode, t: ExportTexts): Field[] {
  const coded = (name: string, title: string, list: 'RESIDENCE' | 'GENDER' | 'EDUCATION', codes: readonly string[]) =>
    categorical(
      { name, type: 'string', title, description: `${title} (${t.profileAtCompletion})`, group: 'profile' },
      codes.map((code) => ({ value: code, label: optionLabel(language, list, code) })),
    );
  return [
    categorical(
      {
        name: 'country',
        type: 'string',
        title: t.country,
        description: `${t.country} (${t.profileAtCompletion})`,
        group: 'profile',
      },
      countryCodes.map((code) => ({ value: code, label: countryLabel(language, code) })),
    ),
    coded('residence', t.residence, 'RESIDENCE', residences),
    coded('education', t.education, 'EDUCATION', educations),
    coded('gender', t.gender, 'GENDER', genders),
    {
      name: 'age',
      type: 'integer',
      title: t.age,
      description: `${t.age} (${t.profileAtCompletion})`,
      group: 'profile',
      constraints: { minimum: limits.ageMin, maximum: limits.ageMax },
    },
    {
      name: 'employment',
      type: 'boolean',
      title: t.employment,
      description: `${t.employment} (1 = ${t.yes}, 0 = ${t.no})`,
      group: 'profile',
    },
    {
      name: 'unemployed_months',
      type: 'integer',
      title: t.unemployedMonths,
      description: t.unemployedMonths,
      group: 'profile',
      constraints: { minimum: limits.unemployedMonthsMin, maximum: limits.unemployedMonthsMax },
    },
    ...jobSectors.map((code) =>
      categorical(
        {
          name: `sector_${code}`,
          type: 'integer',
          title: optionLabel(language, 'JOB_SECTOR', code),
          description: `${t.jobSectors}: ${optionLabel(language, 'JOB_SECTOR', code)} (missing when not employed)`,
          group: 'profile',
        },
        [
          { value: 0, label: t.notChosen },
          { value: 1, label: t.chosen },
        ],
      ),
    ),
    categorical(
      {
        name: 'profile_source',
        type: 'string',
        title: 'Profile source',
        description:
          'Where the profile columns come from: "completion" = stored with the attempt when it was completed; "export" = the ' +
          'profile at the export (attempts completed before profiles were stored with them); "none" = no profile (an ' +
          'anonymous attempt, or a person who deleted the account: their profile is withdrawn)',
        group: 'profile',
      },
      [
        { value: 'completion', label: 'stored at completion' },
        { value: 'export', label: 'as at the export' },
        { value: 'none', label: 'none (anonymous or withdrawn)' },
      ],
    ),
  ];
}

/** Sector flags only for the employed: for anyone else a sector is not "not chosen" but not asked. */
function sectorFlags(p: AttemptProfile) {
  const sectors = p.job_fields ?? [];
  return Object.fromEntries(
    jobSectors.map((code) => [`sector_${code}`, p.employment === true ? (sectors.includes(code) ? 1 : 0) : null]),
  );
}

export function profileSource(e: ExportedAttempt): 'completion' | 'export' | 'none' {
  if (e.attempt.respondentId === null) return 'none';
  return e.profileAtCompletion ? 'completion' : 'export';
}

export function profileRow(e: ExportedAttempt): Row {
  const source = profileSource(e);
  const p = e.profile;
  if (source === 'none') return { profile_source: source };
  return {
    country: p.country,
    residence: p.residence,
    education: p.education,
    gender: p.gender,
    age: p.age,
    employment: p.employment,
    unemployed_months: p.employment === false ? p.unemployed_months : null,
    ...sectorFlags(p),
    profile_source: source,
  };
}

export const languageField = (t: ExportTexts): Field =>
  categorical(
    { name: 'language', type: 'string', title: t.language, description: t.language },
    languageCodes.map((code) => ({ value: code, label: languageLabel(code) })),
  );
