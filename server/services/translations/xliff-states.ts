import type { UnitState } from './units';

/**
 * Our four states in XLIFF 2.0's segment `state` (initial, translated, reviewed, final) and XLIFF 1.2's
 * `target state` and `approved`, both ways (docs/translations.md, "States").
 */
export const subStateNeedsReview = 's55:needs-review';

export function xliff20State(state: UnitState): { state: string; subState?: string } {
  if (state === 'needs-review') return { state: 'initial', subState: subStateNeedsReview };
  return { state: state === 'new' ? 'initial' : state };
}

export function fromXliff20State(
  state: string | undefined,
  subState: string | undefined,
  hasTarget: boolean,
): UnitState | undefined {
  if (state === 'final' || state === 'reviewed') return 'reviewed';
  if (state === 'translated') return 'translated';
  if (state === 'initial') return !hasTarget ? 'new' : subState === subStateNeedsReview ? 'needs-review' : 'translated';
  return undefined;
}

/** 1.2: translate-toolkit and other tools read `approved="yes"` as done and anything else as fuzzy. */
export function xliff12State(state: UnitState): { state: string; approved: 'yes' | 'no' } {
  switch (state) {
    case 'new':
      return { state: 'new', approved: 'no' };
    case 'needs-review':
      return { state: 'needs-review-translation', approved: 'no' };
    case 'reviewed':
      return { state: 'signed-off', approved: 'yes' };
    default:
      return { state: 'translated', approved: 'yes' };
  }
}

const needsWork12 = [
  'needs-translation',
  'needs-adaptation',
  'needs-l10n',
  'needs-review-translation',
  'needs-review-adaptation',
  'needs-review-l10n',
];

export function fromXliff12State(
  state: string | undefined,
  approved: string | undefined,
  hasTarget: boolean,
): UnitState | undefined {
  if (!hasTarget) return 'new';
  if (state === 'signed-off' || state === 'final') return 'reviewed';
  if (state !== undefined && needsWork12.includes(state)) return 'needs-review';
  if (state === 'translated' || approved === 'yes') return 'translated';
  return undefined;
}
