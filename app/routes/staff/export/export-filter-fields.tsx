import { useTranslation } from 'react-i18next';
import { countryNames } from '../../../../ui/dropdown/country-names';
import { TextField } from '../../../../ui/text-field';
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
        <TextField
          id="export-from"
          type={'date' as 'text'}
          label={t('STAFF.FROM')}
          error={filterErrors.time_from}
          value={filters.from}
          onChange={(e) => filters.setFrom(e.target.value)}
        />
        <TextField
          id="export-to"
          type={'date' as 'text'}
          label={t('STAFF.TO')}
          error={filterErrors.time_to}
          value={filters.to}
          onChange={(e) => filters.setTo(e.target.value)}
        />
      </div>
    </>
  );
}
