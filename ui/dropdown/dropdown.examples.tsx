import { useState } from 'react';
import type { CountryCode } from '../../contract/user-options';
import { CountryDropdown, type CountryDropdownProps } from './country-dropdown';
import type { FieldBaseProps } from '../field';
import { Dropdown } from './dropdown';
import type { DropdownOption } from './dropdown-option';
import { YesNoDropdown, type YesNoDropdownProps } from './yes-no-dropdown';

export const educationOptions: DropdownOption[] = [
  { value: 'primary', label: 'Primary school' },
  { value: 'secondary_certificate', label: 'Secondary school with a certificate' },
  { value: 'secondary_diploma', label: 'Secondary school with a diploma' },
  { value: 'post_secondary', label: 'Post-secondary course' },
  { value: 'tertiary', label: 'Tertiary (university)' },
];

export const sectorOptions: DropdownOption[] = [
  { value: 'administration', label: 'Administration' },
  { value: 'agriculture_food_industry', label: 'Agriculture and food industry' },
  { value: 'arts_culture', label: 'Arts and culture' },
  { value: 'banking', label: 'Banking' },
  { value: 'construction_real_estate', label: 'Construction and real estate' },
  { value: 'education_science_research', label: 'Education, science and research' },
  { value: 'healthcare_social_care', label: 'Healthcare and social care' },
  { value: 'information_technology', label: 'Information technology' },
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'transportation_shipping_logistics', label: 'Transportation, shipping and logistics' },
];

/** An example's props: one flat shape for single and multiple choice, so stories can take them as args. */
export interface DropdownExample extends FieldBaseProps {
  options: ReadonlyArray<DropdownOption>;
  multiple?: boolean;
  value: string | readonly string[] | null;
  placeholder?: string;
  disabled?: boolean;
  defaultOpen?: boolean;
}

/** Named examples of the single- and multiple-choice dropdown. */
export const dropdownExamples = {
  default: { label: 'Highest education', options: educationOptions, value: null },
  withHint: { label: 'Highest education', hint: 'The highest level you have finished.', options: educationOptions, value: null },
  filled: { label: 'Highest education', options: educationOptions, value: 'secondary_diploma' },
  open: { label: 'Highest education', options: educationOptions, value: 'secondary_diploma', defaultOpen: true },
  error: { label: 'Highest education', options: educationOptions, value: null, error: 'VALIDATION.REQUIRED' },
  disabled: { label: 'Highest education', options: educationOptions, value: 'tertiary', disabled: true },
  withDisabledOption: {
    label: 'Highest education',
    options: educationOptions.map((o) => (o.value === 'post_secondary' ? { ...o, disabled: true } : o)),
    value: null,
    defaultOpen: true,
  },
  multiple: {
    label: 'Job sectors',
    hint: 'Choose all that apply.',
    options: sectorOptions,
    multiple: true,
    value: ['banking', 'manufacturing'],
  },
  multipleOpen: { label: 'Job sectors', options: sectorOptions, multiple: true, value: ['arts_culture'], defaultOpen: true },
  multipleError: { label: 'Job sectors', options: sectorOptions, multiple: true, value: [], error: 'VALIDATION.REQUIRED' },
  longGerman: {
    label: 'Höchster Bildungsabschluss (Schulabschlussbezeichnung)',
    hint: 'Bitte wählen Sie den höchsten abgeschlossenen Ausbildungsgang.',
    options: [
      { value: 'primary', label: 'Grundschulabschluss' },
      { value: 'secondary_certificate', label: 'Sekundarschulabschlusszeugnis' },
      { value: 'tertiary', label: 'Hochschulabschluss (Universitätsdiplom)' },
    ],
    value: 'secondary_certificate',
    defaultOpen: true,
  },
  cyrillic: {
    label: 'Образование',
    options: [
      { value: 'primary', label: 'Основно образование' },
      { value: 'secondary_diploma', label: 'Средно образование' },
      { value: 'tertiary', label: 'Висше образование' },
    ],
    value: 'tertiary',
    defaultOpen: true,
  },
} satisfies Record<string, DropdownExample>;

/** Holds the chosen value, as a form would. */
export function StatefulDropdown(props: DropdownExample & { onValue?: (value: unknown) => void }) {
  const { onValue, multiple, value: initial, ...rest } = props;
  const [value, setValue] = useState<DropdownExample['value']>(initial);
  const onChange = (next: string | string[]) => {
    setValue(next);
    onValue?.(next);
  };
  return multiple ? (
    <Dropdown<string> {...rest} multiple value={value as string[]} onChange={onChange} />
  ) : (
    <Dropdown<string> {...rest} value={value as string | null} onChange={onChange} />
  );
}

export type YesNoExample = Omit<YesNoDropdownProps, 'onChange'>;
export const yesNoExamples = {
  default: { label: 'Are you employed?', value: null },
  yes: { label: 'Are you employed?', value: true },
  openOnNo: { label: 'Are you employed?', value: false, defaultOpen: true },
  error: { label: 'Are you employed?', value: null, error: 'VALIDATION.REQUIRED' },
  cyrillic: { label: 'Работите ли в момента?', value: true },
} satisfies Record<string, YesNoExample>;

export function StatefulYesNo(props: YesNoExample & { onValue?: (value: boolean) => void }) {
  const [value, setValue] = useState(props.value);
  return (
    <YesNoDropdown
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onValue?.(next);
      }}
    />
  );
}

export type CountryExample = Omit<CountryDropdownProps, 'onChange'>;
export const countryExamples = {
  default: { label: 'Country', value: null },
  filled: { label: 'Country', value: 'CZ' },
  open: { label: 'Country', value: 'SK', defaultOpen: true },
  searching: { label: 'Country', value: null, defaultOpen: true, defaultQuery: 'slo' },
  noMatches: { label: 'Country', value: null, defaultOpen: true, defaultQuery: 'Atlantis' },
  error: { label: 'Country', hint: 'Type to find your country.', value: null, error: 'VALIDATION.REQUIRED' },
  disabled: { label: 'Country', value: 'AT', disabled: true },
  kosovo: { label: 'Country', value: 'XK' },
} satisfies Record<string, CountryExample>;

export function StatefulCountry(props: CountryExample & { onValue?: (value: CountryCode) => void }) {
  const [value, setValue] = useState(props.value);
  return (
    <CountryDropdown
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onValue?.(next);
      }}
    />
  );
}
