import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ageBands } from '../../../../contract/api/insights';
import { genders } from '../../../../contract/user-options';
import { CountryOptions } from '../country-options';
import { DateRangeFields } from '../date-range-fields';
import { SelectField } from '../select-field';
import { TopicOptions } from '../topic-options';
import { ageBandLabel } from './insight-words';
import type { InsightFilterName, InsightsFilters } from './use-insights-filters';

/**
 * The filters of every view, as the export's (a topic of either tool, the country, completion days From and To)
 * with the age group and the gender; each change shows its figures at once. What the server would refuse is
 * said under its field and never sent.
 */
export function InsightFilterFields({ filters }: { filters: InsightsFilters }) {
  const { t } = useTranslation();
  const { values, errors, set } = filters;
  /** A select of one filter, with what is wrong with it. */
  const select = (name: InsightFilterName, label: string, options: ReactNode, required = false) => (
    <SelectField
      id={`insights-${name}`}
      label={label}
      error={errors[name]}
      value={values[name]}
      required={required}
      onChange={(event) => set(name, event.target.value)}
    >
      {options}
    </SelectField>
  );
  return (
    <form aria-label={t('INSIGHTS.FILTERS')} noValidate onSubmit={(event) => event.preventDefault()} className="mt-6">
      <div className="grid gap-5 desktop:grid-cols-2">
        {select(
          'topic',
          t('STAFF.TOPIC'),
          <>
            <option value="">{t('STAFF.CHOOSE_TOPIC')}</option>
            <TopicOptions topics={filters.topics.data} />
          </>,
          true,
        )}
        {select('country', t('STAFF.COUNTRY'), <CountryOptions />)}
        <DateRangeFields
          idPrefix="insights"
          from={values.from}
          to={values.to}
          onFrom={(value) => set('from', value)}
          onTo={(value) => set('to', value)}
          errors={errors}
        />
        {select(
          'age',
          t('INSIGHTS.AGE_BAND'),
          <>
            <option value="">{t('INSIGHTS.ALL_AGES')}</option>
            {ageBands.map((band) => (
              <option key={band} value={band}>
                {ageBandLabel(t, band)}
              </option>
            ))}
          </>,
        )}
        {select(
          'gender',
          t('INSIGHTS.GENDER'),
          <>
            <option value="">{t('INSIGHTS.ALL_GENDERS')}</option>
            {genders.map((gender) => (
              <option key={gender} value={gender}>
                {t(`OPTIONS.GENDER.${gender}`)}
              </option>
            ))}
          </>,
        )}
      </div>
    </form>
  );
}
