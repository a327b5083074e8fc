import type { ReactNode } from 'react';
import { TextField } from '../../../ui/text-field';
import { EmploymentFields } from './profile-employment-fields';
import { PersonFields } from './profile-person-fields';
import type { ProfileFieldsForm, ProfileValues } from './profile-values';
import { useFieldLabels } from './use-field-labels';

export interface ProfileFieldsProps {
  form: ProfileFieldsForm;
  /** Rendered after the last name: the e-mail input (registration) or the read-only e-mail (profile). */
  emailSlot?: ReactNode;
}

/** The personal details of docs/product/screens.md in their order, with the employment toggle's two branches. */
export function ProfileFields({ form, emailSlot }: ProfileFieldsProps) {
  return (
    <>
      <NameFields form={form} />
      {emailSlot}
      <PersonFields form={form} />
      <EmploymentFields form={form} />
    </>
  );
}

/** First and last name. */
function NameFields({ form }: { form: ProfileFieldsForm }) {
  const labels = useFieldLabels();
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
    </>
  );
}

/** Where the error summary sends focus for fields whose control id differs from the field id. */
export function profileFocusTargets(fieldId: (field: keyof ProfileValues) => string) {
  return { residence: `${fieldId('residence')}-0`, gender: `${fieldId('gender')}-0` };
}
