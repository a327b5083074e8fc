import { useTranslation } from 'react-i18next';
import { CountryOptions } from '../country-options';
import { DateRangeFields } from '../date-range-fields';
import { SelectField } from '../select-field';
import type { ExportFilters } from './use-export-filters';

/** The country and the date range the export is narrowed to. */
export function ExportFilterFields({ filters }: { filters: ExportFilters }) {
  const { t } = useTranslation();
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
        <CountryOptions />
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
