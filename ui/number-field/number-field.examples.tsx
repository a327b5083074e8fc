import type { NumberFieldProps } from './number-field';

/** Named examples shared by the stories, the render tests and the axe loop. */
export const numberFieldExamples = {
  default: { label: 'Age', min: 0, max: 150 },
  filled: { label: 'Age', min: 0, max: 150, defaultValue: 61 },
  withHint: { label: 'Months without work', hint: 'Count whole months; 0 if less than one.', min: 0, max: 1000 },
  error: { label: 'Age', min: 0, max: 150, defaultValue: 180, error: 'VALIDATION.REQUIRED' },
  disabled: { label: 'Order', min: 0, defaultValue: 0, disabled: true },
  longGerman: {
    label: 'Anzahl der Arbeitslosigkeitsmonate',
    hint: 'Bitte geben Sie die Gesamtbeschäftigungslosigkeitsdauer in Monaten an.',
    min: 0,
    max: 1000,
    defaultValue: 14,
  },
  cyrillic: { label: 'Възраст', hint: 'Навършени години.', min: 0, max: 150, defaultValue: 58 },
} satisfies Record<string, NumberFieldProps>;
