import type { ProgressBarProps } from './progress-bar';

const onSelect = () => {};
const answeredUpTo = (total: number, count: number) => Array.from({ length: total }, (_, i) => i < count);

/** Named examples shared by the stories, the render tests and the axe loop. */
export const progressBarExamples = {
  start: { answered: answeredUpTo(12, 0), current: 0, width: 1280, onSelect },
  middle: { answered: answeredUpTo(12, 5), current: 5, width: 1280, onSelect },
  allAnswered: { answered: answeredUpTo(12, 12), current: 11, width: 1280, onSelect },
  gaps: { answered: [true, false, true, true, false, false, true, false, true], current: 4, width: 1280, onSelect },
  pagedDesktop: { answered: answeredUpTo(30, 14), current: 14, width: 1024, onSelect },
  pagedPhone: { answered: answeredUpTo(30, 3), current: 3, width: 375, onSelect },
  fewSteps: { answered: answeredUpTo(5, 2), current: 2, width: 1280, onSelect },
} satisfies Record<string, ProgressBarProps>;
