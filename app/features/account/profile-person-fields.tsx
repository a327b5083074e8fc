import { CountryDropdown, Dropdown } from '../../../ui/dropdown';
import { NumberField } from '../../../ui/number-field';
import { RadioGroup } from '../../../ui/radio-group';
import { useTranslation } from 'react-i18next';
import type { ProfileFieldsForm } from './profile-values';
import { useFieldLabels } from './use-field-labels';
import { useOptionLabels } from './use-option-labels';

/** Country, residence, age, gender and education, in the profile's order. */
export function PersonFields({ form }: { form: ProfileFieldsForm }) {
  const { t } = useTranslation();
  const labels = useFieldLabels();
  const options = useOptionLabels();
  const { values, setValue, errorOf, fieldId } = form;
  return (
    <>
      <CountryDropdown
        id={fieldId('location')}
        label={labels.location}
        hint={t('ACCOUNT.HINTS.COUNTRY')}
        error={errorOf('location')}
        value={values.location || null}
        onChange={(code) => setValue('location', code)}
      />
      <RadioGroup
        id={fieldId('residence')}
        name="residence"
        legend={labels.residence}
        error={errorOf('residence')}
        options={options.residences}
        value={values.residence}
        onChange={(value) => setValue('residence', value)}
      />
      <NumberField
        id={fieldId('age')}
        label={labels.age}
        hint={t('ACCOUNT.HINTS.AGE')}
        error={errorOf('age')}
        value={values.age}
        onValueChange={(value) => setValue('age', value)}
        min={0}
        required
      />
      <RadioGroup
        id={fieldId('gender')}
        name="gender"
        legend={labels.gender}
        error={errorOf('gender')}
        options={options.genders}
        value={values.gender}
        onChange={(value) => setValue('gender', value)}
      />
      <Dropdown
        id={fieldId('education')}
        label={labels.education}
        error={errorOf('education')}
        options={options.educations}
        value={values.education}
        onChange={(value) => setValue('education', value)}
      />
    </>
  );
}
