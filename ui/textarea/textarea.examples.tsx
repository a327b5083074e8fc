import type { TextareaProps } from './textarea';

/** Named examples shared by the stories, the render tests and the axe loop. */
export const textareaExamples = {
  default: { label: 'Your answer' },
  withHint: { label: 'Your answer', hint: 'Write in your own words. You can use up to 1024 characters.' },
  filled: { label: 'Your answer', defaultValue: 'I use e-mail every day and video calls with my grandchildren every week.' },
  error: { label: 'Your answer', error: 'VALIDATION.REQUIRED' },
  disabled: { label: 'Your answer', defaultValue: 'Saved answer', disabled: true },
  longGerman: {
    label: 'Beschreiben Sie Ihre Weiterbildungsmöglichkeiten',
    hint: 'Berücksichtigen Sie Arbeitnehmerweiterbildungsförderungsprogramme.',
    defaultValue: 'Ich habe an einer Datenverarbeitungsgrundlagenschulung teilgenommen.',
  },
  cyrillic: { label: 'Вашият отговор', hint: 'Напишете със свои думи.', defaultValue: 'Използвам електронна поща всеки ден.' },
} satisfies Record<string, TextareaProps>;
