import { Checkbox } from '../checkbox';
import { RadioGroup } from '../radio-group';
import { TextField } from '../text-field';
import { ErrorSummary, type ErrorSummaryProps } from './error-summary';

/** Named examples shared by the stories, the render tests and the axe loop. */
export const errorSummaryExamples = {
  oneError: { errors: [{ fieldId: 'summary-email', label: 'E-mail', error: 'VALIDATION.REQUIRED' }] },
  severalErrors: {
    errors: [
      { fieldId: 'summary-email', label: 'E-mail', error: 'VALIDATION.REQUIRED' },
      { fieldId: 'summary-residence-0', label: 'Where do you live?', error: 'VALIDATION.REQUIRED' },
      { fieldId: 'summary-gdpr', label: 'Consent', error: 'VALIDATION.REQUIRED' },
    ],
  },
  withoutLabels: { errors: [{ fieldId: 'summary-email', error: 'VALIDATION.REQUIRED' }] },
  longGerman: {
    errors: [{ fieldId: 'summary-email', label: 'Elektronische Postanschrift (E-Mail-Adresse)', error: 'VALIDATION.REQUIRED' }],
  },
  cyrillic: { errors: [{ fieldId: 'summary-email', label: 'Електронна поща', error: 'VALIDATION.REQUIRED' }] },
} satisfies Record<string, ErrorSummaryProps>;

/** The summary above the fields it links to, as a form shows it after a failed submit. */
export function ErrorSummaryDemo({ prefix = '', ...props }: ErrorSummaryProps & { prefix?: string }) {
  const errors = props.errors.map((e) => ({ ...e, fieldId: `${prefix}${e.fieldId}` }));
  const hasError = (id: string) => (errors.some((e) => e.fieldId === id) ? 'VALIDATION.REQUIRED' : undefined);
  return (
    <div className="flex max-w-xl flex-col gap-6">
      <ErrorSummary {...props} errors={errors} />
      <TextField
        id={`${prefix}summary-email`}
        label="E-mail"
        type="email"
        autoComplete="email"
        error={hasError(`${prefix}summary-email`)}
      />
      <RadioGroup
        id={`${prefix}summary-residence`}
        name={`${prefix}summary-residence`}
        legend="Where do you live?"
        options={[
          { value: 'citizen', label: 'Citizen' },
          { value: 'immigrant', label: 'Immigrant' },
        ]}
        error={hasError(`${prefix}summary-residence-0`)}
      />
      <Checkbox
        id={`${prefix}summary-gdpr`}
        label="I agree to the processing of my personal data"
        error={hasError(`${prefix}summary-gdpr`)}
      />
    </div>
  );
}
