import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryDropdown, Dropdown, YesNoDropdown } from '../../../ui/dropdown';
import { NumberField } from '../../../ui/number-field';
import { RadioGroup } from '../../../ui/radio-group';
import { TextField } from '../../../ui/text-field';
import type { ProfileValues } from './profile-values';
import { useFieldLabels } from './use-field-labels';
import { useOptionLabels } from './use-option-labels';

/** The part of a form hook the profile inputs need (the registration and the profile edit share them). */
export interface ProfileFieldsForm {
  values: ProfileValues;
  /** Loosely typed so that a larger form (registration) fits; each call below passes its field's own type. */
  setValue: (field: keyof ProfileValues, value: ProfileValues[keyof ProfileValues]) => void;
  setEmployment: (employed: boolean) => void;
  errorOf: (field: keyof ProfileValues) => string | undefined;
  fieldId: (field: keyof ProfileValues) => string;
}

export interface ProfileFieldsProps {
  form: ProfileFieldsForm;
  /** Rendered after the last name: the e-mail input (registration) or the read-only e-mail (profile). */
  emailSlot?: ReactNode;
}

/** The personal details of docs/product/screens.md in their order, with the employment toggle's two branches. */
export function ProfileFields({ form, emailSlot }: ProfileFieldsProps) {
  const { t } = useTranslation();
  const labels = useFieldLabels();
  const options = useOptionLabels();
  const { values, setValue, errorOf, fieldId } = form;
  return (
    <>
      <TextField
        id={fieldId('firstName')}
        label={labels.firstName}
        error={errorOf('firstName')}
        value={values.firstName}
        onChange={(e) => setValue('firstName', e.target.value)}
        autoComplete="given-name"
        required
      />
      <TextField
        id={fieldId('lastName')}
        label={labels.lastName}
        error={errorOf('lastName')}
        value={values.lastName}
        onChange={(e) => setValue('lastName', e.target.value)}
        autoComplete="family-name"
        required
      />
      {emailSlot}
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

/** Where the error summary sends focus for fields whose control id differs from the field id. */
export function profileFocusTargets(fieldId: (field: keyof ProfileValues) => string) {
  return { residence: `${fieldId('residence')}-0`, gender: `${fieldId('gender')}-0` };
}
