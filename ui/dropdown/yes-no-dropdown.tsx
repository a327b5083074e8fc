import { useTranslation } from 'react-i18next';
import type { FieldBaseProps } from '../field';
import { Dropdown } from './dropdown';

export type YesNo = 'yes' | 'no';

/** true -> 'yes', false -> 'no', nothing chosen -> null. */
export const booleanToYesNo = (value: boolean | null | undefined): YesNo | null => (value == null ? null : value ? 'yes' : 'no');
export const yesNoToBoolean = (value: YesNo): boolean => value === 'yes';

export interface YesNoDropdownProps extends FieldBaseProps {
  value: boolean | null | undefined;
  onChange: (value: boolean) => void;
  disabled?: boolean;
  onBlur?: () => void;
  placeholder?: string;
  defaultOpen?: boolean;
}

/** The dropdown with the options Yes and No, exposing the choice as a boolean (e.g. "employed"). */
export function YesNoDropdown({ value, onChange, ...rest }: YesNoDropdownProps) {
  const { t } = useTranslation();
  return (
    <Dropdown<YesNo>
      {...rest}
      options={[
        { value: 'yes', label: t('UI.YES') },
        { value: 'no', label: t('UI.NO') },
      ]}
      value={booleanToYesNo(value)}
      onChange={(choice) => onChange(yesNoToBoolean(choice))}
    />
  );
}
