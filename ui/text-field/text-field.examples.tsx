import type { TextFieldProps } from './text-field';

/** Named examples shared by the stories, the render tests and the axe loop. */
export const textFieldExamples = {
  default: { label: 'First name', autoComplete: 'given-name' },
  withHint: { label: 'E-mail', type: 'email', hint: 'We send the activation link to this address.', autoComplete: 'email' },
  filled: { label: 'First name', defaultValue: 'Marie', autoComplete: 'given-name' },
  error: { label: 'E-mail', type: 'email', defaultValue: 'marie@', error: 'VALIDATION.REQUIRED', autoComplete: 'email' },
  disabled: { label: 'E-mail', type: 'email', defaultValue: 'marie@example.org', disabled: true },
  readOnly: {
    label: 'E-mail',
    type: 'email',
    defaultValue: 'marie@example.org',
    readOnly: true,
    hint: 'Your e-mail address cannot be changed.',
  },
  longGerman: {
    label: 'Vollständige Arbeitgeberunternehmensbezeichnung',
    hint: 'Bitte geben Sie die Unternehmensbezeichnung gemäß Handelsregistereintragung an.',
    defaultValue: 'Donaudampfschifffahrtsgesellschaftskapitän',
    error: 'VALIDATION.REQUIRED',
  },
  cyrillic: { label: 'Собствено име', hint: 'Както е в личната ви карта.', defaultValue: 'Мария', autoComplete: 'given-name' },
} satisfies Record<string, TextFieldProps>;
