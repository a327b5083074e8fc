import { noneOptionId } from '../../../contract/question-rules';
import type { AnswerFactRow, AnswerOutcome, StoredAnswer } from '../../db/schema';
import { round6, secondsSpent } from '../export/package/code-answer';
import { choicesOfKind, type KeyedQuestion } from '../survey/question-keys';
import { questionShare } from '../survey/scoring';

/** Nothing in it: an empty or blank text, an empty selection or order, a matching with no row matched. */
function isEmptyAnswer(answered: unknown): boolean {
  if (typeof answered === 'string') return answered.trim() === '';
  if (Array.isArray(answered)) return answered.length === 0;
  if (answered && typeof answered === 'object') {
    return Object.values(answered).every((option) => option === noneOptionId || option == null);
  }
  return false;
}

function outcomeOf(answer: StoredAnswer | undefined): AnswerOutcome {
  if (!answer || answer.answered === undefined || answer.answered === null) return 'skipped';
  // A text taken out at a withdrawal (0011) was written: answered, whether the facts were written before or after.
  if (answer.withdrawn) return 'answered';
  return isEmptyAnswer(answer.answered) ? 'empty' : 'answered';
}

/**
 * What the insights count per question (docs/insights.md "The figures, in words"): the options chosen (OCA, SCL; MCA with
 * 0 for "none of the above"), or the items (DND) and rows (ASG) put right.
 */
export function choicesOf(question: KeyedQuestion, answered: unknown): number[] {
  switch (question.type) {
    case 'OCA':
    case 'SCL':
      return typeof answered === 'number' ? [answered] : [];
    case 'MCA':
      return Array.isArray(answered) ? [...new Set(answered.filter((id): id is number => typeof id === 'number'))] : [];
    case 'DND': {
      if (!Array.isArray(answered)) return [];
      const items = choicesOfKind(question, 'item');
      return answered.filter((id, index) => items.find((item) => item.id === id)?.correctPosition === index);
    }
    case 'ASG': {
      if (!answered || typeof answered !== 'object') return [];
      const given = answered as Record<string, unknown>;
      return choicesOfKind(question, 'row')
        .filter((row) => given[String(row.id)] === row.correctOptionId)
        .map((row) => row.id);
    }
    case 'TXT':
      return [];
  }
}

/** The score counted for an evaluated question: its share as the package scores it, 0 when skipped (as scoring does). */
function shareOf(question: KeyedQuestion, answer: StoredAnswer | undefined, outcome: AnswerOutcome): number | null {
  if (!question.evaluated || question.type === 'TXT') return null;
  return outcome === 'skipped' ? 0 : round6(questionShare(question, answer!.answered));
}

/** The fact rows of one completed attempt: one per question it asked that the content still knows. */
export function answerFactsOf(
  attempt: { id: string; questionIds: readonly number[]; answers: Readonly<Record<string, StoredAnswer>> },
  questionsById: ReadonlyMap<number, KeyedQuestion>,
): AnswerFactRow[] {
  const rows: AnswerFactRow[] = [];
  for (const questionId of new Set(attempt.questionIds)) {
    const question = questionsById.get(questionId);
    if (!question) continue;
    const answer = attempt.answers[String(questionId)];
    const outcome = outcomeOf(answer);
    rows.push({
      attemptId: attempt.id,
      questionId,
      subTopicId: question.subTopicId,
      outcome,
      share: shareOf(question, answer, outcome),
      seconds: answer && outcome !== 'skipped' ? secondsSpent(answer) : null,
      choices: outcome === 'answered' ? choicesOf(question, answer!.answered) : [],
    });
  }
  return withSubTopicTotals(rows);
}

/**
 * Each scored row with its attempt's total and count of scored questions in the sub-topic, the first such row
 * marked: what Cronbach's alpha and the item-rest correlation add up (docs/insights.md "Reliability").
 */
function withSubTopicTotals(rows: AnswerFactRow[]): AnswerFactRow[] {
  const parts = new Map<number, AnswerFactRow[]>();
  for (const row of rows) {
    if (row.share == null) continue;
    parts.set(row.subTopicId, [...(parts.get(row.subTopicId) ?? []), row]);
  }
  for (const scored of parts.values()) {
    const total = round6(scored.reduce((sum, row) => sum + row.share!, 0));
    scored.sort((a, b) => a.questionId - b.questionId);
    scored.forEach((row, i) => {
      row.subTotal = total;
      row.subScored = scored.length;
      row.subFirst = i === 0;
    });
  }
  return rows;
}
