import { limits } from './limits';
import type { Question } from './questions';

/**
 * The answer rules of docs/product/behaviour.md, validation.md, without the schemas of questions.ts (which load zod): the
 * questionnaire page and the question views import them from here (first load).
 */

/** The "none of the above" choice of MCA and the "no answer" value of OCA, SCL and ASG rows. */
export const noneOptionId = 0;

/**
 * docs/product/behaviour.md, "Completed question": OCA and SCL nonzero; MCA, DND and TXT non-empty; ASG every row
 * nonzero. A TXT over the 1024-character limit is not an answer yet: it is never cut to fit.
 */
export function isQuestionCompleted(question: Question): boolean {
  switch (question.type) {
    case 'OCA':
    case 'SCL':
      return question.answered !== noneOptionId;
    case 'MCA':
    case 'DND':
      return question.answered.length > 0;
    case 'TXT':
      return question.answered.trim().length > 0 && !isTextAnswerTooLong(question.answered);
    case 'ASG':
      return question.asg_questions.every((row) => (question.answered[String(row.id)] ?? noneOptionId) !== noneOptionId);
  }
}

/**
 * docs/product/behaviour.md, MCA rule: "none" (0) is exclusive, choosing another option removes it, and choosing a
 * selected option again toggles it off.
 */
export function applyMcaToggle(current: readonly number[], optionId: number): number[] {
  if (current.includes(optionId)) return current.filter((chosen) => chosen !== optionId);
  if (optionId === noneOptionId) return [noneOptionId];
  return [...current.filter((chosen) => chosen !== noneOptionId), optionId];
}

/**
 * docs/product/validation.md: the answer counts as pasted while its length stays within 90% to 110% of the last pasted
 * length; outside the band (or with nothing pasted) the flag resets.
 */
export function pasteFlag(currentLength: number, pastedLength: number): boolean {
  if (pastedLength <= 0) return false;
  // Whole percents keep the band edges exact (0.9 * 30 in floating point is not always 27).
  const low = Math.round(limits.pasteBandLow * 100);
  const high = Math.round(limits.pasteBandHigh * 100);
  return currentLength * 100 >= pastedLength * low && currentLength * 100 <= pastedLength * high;
}

/**
 * Appends an update time (docs/product/behaviour.md). At most 99 are kept (docs/product/limits.md); the oldest are dropped,
 * so the list always ends with the latest change.
 */
export function appendTimestamp(list: readonly string[], now: Date | string): string[] {
  const stamp = typeof now === 'string' ? now : now.toISOString();
  return [...list, stamp].slice(-limits.timestampsPerQuestionMax);
}

/** Whether a TXT answer fits the 1024-character limit (docs/product/validation.md). */
export const isTextAnswerTooLong = (text: string) => text.length > limits.textAnswerMax;
