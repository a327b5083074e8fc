import type { CompletionMeterProps } from './completion-meter';

/** Named examples shared by the stories, the render tests and the axe loop. */
export const completionMeterExamples = {
  none: { answered: 0, total: 30 },
  some: { answered: 12, total: 30 },
  all: { answered: 30, total: 30 },
  single: { answered: 1, total: 1 },
} satisfies Record<string, CompletionMeterProps>;
