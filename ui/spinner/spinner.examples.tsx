import type { SpinnerProps } from './spinner';

/** Named examples shared by the stories, the render tests and the axe loop. */
export const spinnerExamples = {
  default: {},
  small: { size: 'small' },
  large: { size: 'large', showLabel: true },
  customLabel: { label: 'Loading your results…', showLabel: true },
  longGerman: { label: 'Fragebogenauswertungsergebnisse werden geladen…', showLabel: true },
  cyrillic: { label: 'Зареждане на резултатите…', showLabel: true },
} satisfies Record<string, SpinnerProps>;
