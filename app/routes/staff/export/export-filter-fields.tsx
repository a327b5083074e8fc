import { useTranslation } from 'react-i18next';
import { countryNames } from '../../../../ui/dropdown/country-names';
import { DateRangeFields } from '../date-range-fields';
import { SelectField } from '../select-field';
import type { ExportFilters } from './use-export-filters';

/** The country and the date range the export is narrowed to. */
export function ExportFilterFields({ filters }: { filters: ExportFilters }) {
  const { t, i18n } = useTranslation();
  const { filterErrors } = filters;
  return (
    <>
      <SelectField
        id="export-country"
        label={t('STAFF.COUNTRY')}
        error={filterErrors.country}
        value={filters.country}
        onChange={(e) => filters.setCountry(e.target.value)}
      >
        <option value="">{t('STAFF.ALL_COUNTRIES')}</option>
        {countryNames(i18n.language).map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-5 desktop:grid-cols-2">
        <DateRangeFields
          idPrefix="export"
          from={filters.from}
          to={filters.to}
          onFrom={filters.setFrom}
          onTo={filters.setTo}
          errors={{ from: filterErrors.time_from, to: filterErrors.time_to }}
        />
      </div>
    </>
  );
}
