import { describe, expect, it } from 'vitest';
import { protectQuestionCounts } from './question-counts';

/** docs/insights.md "Small groups", with k = 5: no hidden count of a question can be worked out from the shown. */
const k = 5;

describe('a single-choice question', () => {
  it('hides an option and the next smallest, and gives the answered only with the skipped and empty shown', () => {
    const shown = protectQuestionCounts(
      { asked: 23, answered: 20, skipped: 3, empty: 0, choices: [10, 10, 0], singleChoice: true },
      k,
    );
    // 3 skipped is hidden; the options then hold the asked less the skipped, so one of them goes too.
    expect(shown).toEqual({ asked: 23, answered: null, skipped: null, empty: 0, choices: [null, 10, 0], anyHidden: true });
  });

  it('keeps what the options and the skipped cannot tell', () => {
    const shown = protectQuestionCounts(
      { asked: 30, answered: 30, skipped: 0, empty: 0, choices: [2, 9, 19], singleChoice: true },
      k,
    );
    expect(shown.choices).toEqual([null, null, 19]);
    expect(shown.answered).toBe(30);
    expect(shown.anyHidden).toBe(true);
  });

  it('shows everything when every count reaches k or is 0', () => {
    const shown = protectQuestionCounts(
      { asked: 30, answered: 25, skipped: 5, empty: 0, choices: [10, 15], singleChoice: true },
      k,
    );
    expect(shown).toEqual({ asked: 30, answered: 25, skipped: 5, empty: 0, choices: [10, 15], anyHidden: false });
  });
});

describe('a multiple-choice, ordering or matching question', () => {
  it('protects the answered, skipped and empty as a distribution, and each choice alone', () => {
    const shown = protectQuestionCounts(
      { asked: 23, answered: 20, skipped: 3, empty: 0, choices: [2, 14, 20], singleChoice: false },
      k,
    );
    expect(shown).toEqual({ asked: 23, answered: null, skipped: null, empty: 0, choices: [null, 14, 20], anyHidden: true });
  });
});
