import type { ProtectedCount } from '../../../contract/api/insights';
import { protectCount, protectPartition } from './small-groups';

/** One question's counts of respondents, as the facts give them (each respondent once). */
export interface QuestionCounts {
  asked: number;
  answered: number;
  skipped: number;
  empty: number;
  /** Per option, item or row: how many chose it or put it right. */
  choices: number[];
  /** One option per answer (single choice, scale): the choices, the skipped and the empty add up to the asked. */
  singleChoice: boolean;
}

export interface ShownQuestionCounts {
  asked: ProtectedCount;
  answered: ProtectedCount;
  skipped: ProtectedCount;
  empty: ProtectedCount;
  choices: ProtectedCount[];
  /** Whether any count is hidden: then nothing computed from them all (the mean score, the timed) is given. */
  anyHidden: boolean;
}

const ofPeople = (value: number) => ({ value, people: value });

/**
 * A question's counts protected together (docs/insights.md "Small groups"): the asked is a shown total, so the
 * counts that add up to it are one distribution. For a single choice or scale that is its options, the skipped
 * and the empty, and the answered is the asked less the skipped and the empty, given only when both are; for
 * the other types it is the answered, the skipped and the empty, and each choice is a count of its own.
 */
export function protectQuestionCounts(counts: QuestionCounts, k: number): ShownQuestionCounts {
  const asked = protectCount(ofPeople(counts.asked), k);
  if (counts.singleChoice) {
    const shown = protectPartition([...counts.choices, counts.skipped, counts.empty].map(ofPeople), k);
    const choices = shown.slice(0, counts.choices.length);
    const [skipped, empty] = shown.slice(counts.choices.length) as [ProtectedCount, ProtectedCount];
    const answered = skipped === null || empty === null ? null : protectCount(ofPeople(counts.answered), k);
    return { asked, answered, skipped, empty, choices, anyHidden: shown.includes(null) || answered === null };
  }
  const [answered, skipped, empty] = protectPartition([counts.answered, counts.skipped, counts.empty].map(ofPeople), k) as [
    ProtectedCount,
    ProtectedCount,
    ProtectedCount,
  ];
  const choices = counts.choices.map((n) => protectCount(ofPeople(n), k));
  return { asked, answered, skipped, empty, choices, anyHidden: [answered, skipped, empty, ...choices].includes(null) };
}
