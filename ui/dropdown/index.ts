export { CountryDropdown, type CountryDropdownProps } from './country-dropdown';
export { countryName, countryNames } from './country-names';
export { Dropdown, type DropdownProps } from './dropdown';
export { Flag, type FlagProps, flagUrl } from './flag';
export { type DropdownOption, OptionList, type OptionListProps } from './option-list';
export { filterOptions } from './filter-options';
export { SearchableDropdown, type SearchableDropdownProps } from './searchable-dropdown';
export { findTypeAheadMatch, useTypeAhead } from './type-ahead';
export { booleanToYesNo, type YesNo, YesNoDropdown, type YesNoDropdownProps, yesNoToBoolean } from './yes-no-dropdown';
