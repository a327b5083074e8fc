import type { RadioGroupProps } from './radio-group';

const residence = [
  { value: 'citizen', label: 'Citizen' },
  { value: 'immigrant', label: 'Immigrant', hint: 'You moved to this country from another one.' },
];

/** Named examples shared by the stories, the render tests and the axe loop. */
export const radioGroupExamples = {
  default: { legend: 'Where do you live?', name: 'residence', options: residence },
  withHint: { legend: 'Where do you live?', name: 'residence', options: residence, hint: 'Choose one.' },
  filled: { legend: 'Where do you live?', name: 'residence', options: residence, value: 'citizen' },
  error: { legend: 'Where do you live?', name: 'residence', options: residence, error: 'VALIDATION.REQUIRED' },
  disabled: { legend: 'Where do you live?', name: 'residence', options: residence, value: 'immigrant', disabled: true },
  inline: {
    legend: 'Are you employed?',
    name: 'employed',
    inline: true,
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
  longGerman: {
    legend: 'Welche Staatsangehörigkeitsverhältnisse treffen auf Sie zu?',
    name: 'residence-de',
    options: [
      { value: 'citizen', label: 'Staatsangehöriger mit Daueraufenthaltsberechtigung' },
      { value: 'immigrant', label: 'Zugewanderter Arbeitnehmer mit Aufenthaltserlaubnisverlängerung' },
    ],
    error: 'VALIDATION.REQUIRED',
  },
  cyrillic: {
    legend: 'Къде живеете?',
    name: 'residence-bg',
    hint: 'Изберете едно.',
    options: [
      { value: 'citizen', label: 'Гражданин' },
      { value: 'immigrant', label: 'Имигрант' },
    ],
  },
} satisfies Record<string, RadioGroupProps>;
