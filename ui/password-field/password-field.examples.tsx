import type { PasswordFieldProps } from './password-field';

/** Named examples shared by the stories, the render tests and the axe loop. */
export const passwordFieldExamples = {
  default: { label: 'Password' },
  withHint: { label: 'Password', hint: 'At least 8 characters.', autoComplete: 'new-password' },
  filled: { label: 'Password', defaultValue: 'correct horse' },
  shown: { label: 'Password', defaultValue: 'correct horse', shown: true },
  error: { label: 'Password', defaultValue: 'short', error: 'VALIDATION.REQUIRED', hint: 'At least 8 characters.' },
  disabled: { label: 'Password', defaultValue: 'correct horse', disabled: true },
  withoutToggle: { label: 'Confirm password', autoComplete: 'new-password', toggle: false },
  longGerman: {
    label: 'Neues Zugangskennwort zur Bestätigung wiederholen',
    hint: 'Mindestens acht Zeichen, Groß- und Kleinschreibungsunterscheidung beachten.',
    defaultValue: 'geheim123',
  },
  cyrillic: { label: 'Парола', hint: 'Поне 8 знака.', defaultValue: 'тайна парола' },
} satisfies Record<string, PasswordFieldProps>;
