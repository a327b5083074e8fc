import { useTranslation } from 'react-i18next';
import { countryNames } from '../../../ui/dropdown/country-names';

/** "All countries" and the survey's countries as a select's options, by name in the reader's language. */
export function CountryOptions() {
  const { t, i18n } = useTranslation();
  return (
    <>
      <option value="">{t('STAFF.ALL_COUNTRIES')}</option>
      {countryNames(i18n.language).map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </>
  );
}
