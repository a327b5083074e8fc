import type { LoadingOverlayProps } from './loading-overlay';

/** Named examples shared by the stories, the render tests and the axe loop. */
export const loadingOverlayExamples = {
  default: {},
  withLabel: { label: 'Saving your answers…' },
  longGerman: { label: 'Ihre Fragebogenantworten werden gespeichert und die Ergebnisberechnung wird vorbereitet…' },
  cyrillic: { label: 'Зареждане на въпросите…' },
} satisfies Record<string, LoadingOverlayProps>;
