import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from '../../contract/user-options';
import { countryNames } from './country-names';
import { Flag } from './flag';
import { SearchableDropdown, type SearchableDropdownProps } from './searchable-dropdown';

export interface CountryDropdownProps extends Omit<SearchableDropdownProps<CountryCode>, 'options' | 'autoComplete'> {
  /** Limit the list (defaults to the 48 European countries of the contract). */
  codes?: readonly CountryCode[];
}

/** The searchable country dropdown: names in the current language with flags, sorted in that language. */
export function CountryDropdown({ codes, ...rest }: CountryDropdownProps) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const options = useMemo(
    () => countryNames(language, codes).map(({ code, name }) => ({ value: code, label: name, icon: <Flag code={code} /> })),
    [language, codes],
  );
  return <SearchableDropdown<CountryCode> {...rest} options={options} autoComplete="off" />;
}
