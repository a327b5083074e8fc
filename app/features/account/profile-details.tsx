import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../../../contract/api/user';
import { countryName } from '../../../ui/dropdown';
import { useFieldLabels } from './use-field-labels';

/** The profile read-only (docs/product/screens.md, "Details"): one term and value per field. */
export function ProfileDetails({ profile }: { profile: UserProfile }) {
  const { t, i18n } = useTranslation();
  const labels = useFieldLabels();
  const notGiven = t('ACCOUNT.NOT_GIVEN');
  const option = (namespace: string, code: string | null) => (code ? t(`OPTIONS.${namespace}.${code}`) : notGiven);
  const rows: Array<[string, ReactNode]> = [
    [labels.firstName, profile.first_name || notGiven],
    [labels.lastName, profile.last_name || notGiven],
    [labels.email, profile.email],
    [labels.location, profile.country ? countryName(profile.country, i18n.resolvedLanguage ?? i18n.language) : notGiven],
    [labels.residence, option('RESIDENCE', profile.residence)],
    [labels.age, profile.age ?? notGiven],
    [labels.gender, option('GENDER', profile.gender)],
    [labels.education, option('EDUCATION', profile.education)],
    [labels.employment, profile.employment === null ? notGiven : t(profile.employment ? 'UI.YES' : 'UI.NO')],
  ];
  if (profile.employment === true) {
    rows.push([
      labels.jobField,
      profile.job_fields.length ? profile.job_fields.map((code) => option('JOB_SECTOR', code)).join(', ') : notGiven,
    ]);
  }
  if (profile.employment === false) rows.push([labels.unemployedMonths, profile.unemployed_months ?? notGiven]);
  return (
    <dl className="m-0 grid grid-cols-1 gap-x-6 gap-y-1 rounded-card border-2 border-border bg-surface p-5 desktop:grid-cols-[minmax(12rem,auto)_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-bold text-lg desktop:py-2">{term}</dt>
          <dd className="m-0 mb-3 break-words text-lg desktop:mb-0 desktop:py-2">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
