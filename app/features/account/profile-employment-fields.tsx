import { Dropdown, YesNoDropdown } from '../../../ui/dropdown';
import { NumberField } from '../../../ui/number-field';
import { useTranslation } from 'react-i18next';
import type { ProfileFieldsForm } from './profile-values';
import { useFieldLabels } from './use-field-labels';
import { useOptionLabels } from './use-option-labels';

/** The employment toggle and its branch: the job sectors when employed, the months without work when not. */
export function EmploymentFields({ form }: { form: ProfileFieldsForm }) {
  const { t } = useTranslation();
  const labels = useFieldLabels();
  const options = useOptionLabels();
  const { values, setValue, errorOf, fieldId } = form;
  return (
    <>
      <YesNoDropdown
        id={fieldId('employment')}
        label={labels.employment}
        error={errorOf('employment')}
        value={values.employment}
        onChange={form.setEmployment}
      />
      {values.employment === true ? (
        <Dropdown
          multiple
          id={fieldId('jobField')}
          label={labels.jobField}
          hint={t('ACCOUNT.HINTS.JOB_FIELD')}
          error={errorOf('jobField')}
          options={options.jobSectors}
          value={values.jobField}
          onChange={(value) => setValue('jobField', value)}
        />
      ) : null}
      {values.employment === false ? (
        <NumberField
          id={fieldId('unemployedMonths')}
          label={labels.unemployedMonths}
          hint={t('ACCOUNT.HINTS.UNEMPLOYED_MONTHS')}
          error={errorOf('unemployedMonths')}
          value={values.unemployedMonths}
          onValueChange={(value) => setValue('unemployedMonths', value)}
          min={0}
          required
        />
      ) : null}
    </>
  );
}
