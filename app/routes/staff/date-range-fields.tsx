import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/text-field';

export interface DateRangeFieldsProps {
  /** The fields' ids are `<idPrefix>-from` and `<idPrefix>-to`. */
  idPrefix: string;
  from: string;
  to: string;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
  /** Translation keys of what is wrong with each day. */
  errors: { from?: string; to?: string };
}

/** "From" and "To" as the browser's date fields (YYYY-MM-DD), both optional: the staff pages' ranges of days. */
export function DateRangeFields({ idPrefix, from, to, onFrom, onTo, errors }: DateRangeFieldsProps) {
  const { t } = useTranslation();
  const day = (id: 'from' | 'to', label: string, value: string, onChange: (value: string) => void) => (
    <TextField
      id={`${idPrefix}-${id}`}
      type={'date' as 'text'}
      label={label}
      error={errors[id]}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  return (
    <>
      {day('from', t('STAFF.FROM'), from, onFrom)}
      {day('to', t('STAFF.TO'), to, onTo)}
    </>
  );
}
