import type { SubmittedQuestion } from '../../../../contract/api/survey';
import type { Answer, Question } from '../../../../contract/questions';
import { appendTimestamp, isQuestionCompleted, isTextAnswerTooLong } from '../../../../contract/question-rules';

const stamp = (now: Date) => now.toISOString();

/**
 * A new answer to a question (docs/product/behaviour.md, answer rules): any update appends a timestamp (at most 99
 * kept); a TXT answer also records its pasted flag. The answer's shape is the renderer's, which already
 * applies the MCA "none" rule (applyMcaToggle).
 */
export function withAnswer(question: Question, answer: Answer, now: Date, meta?: { pasted: boolean }): Question {
  const updated_at = appendTimestamp(question.updated_at, now);
  const started_at = question.started_at ?? stamp(now);
  if (question.type === 'TXT') {
    return { ...question, answered: answer as string, updated_at, started_at, pasted: meta?.pasted ?? false };
  }
  return { ...question, answered: answer, updated_at, started_at } as Question;
}

/** docs/product/behaviour.md: a question's started_at is set on its first visit. */
export function withStarted(question: Question, now: Date): Question {
  return question.started_at ? question : { ...question, started_at: stamp(now) };
}

/**
 * The question on screen when a questionnaire opens (docs/product/behaviour.md, on load): the one named by
 * question-id; when missing or unknown, the first unanswered one; else the first.
 */
export function initialIndex(questions: readonly Question[], questionId: number | null): number {
  if (questionId !== null) {
    const named = questions.findIndex((q) => q.id === questionId);
    if (named >= 0) return named;
  }
  const open = firstUnanswered(questions);
  return open >= 0 ? open : 0;
}

/** initialIndex with the question-id of the page's address as it stands (absent, or text that may be no number). */
export function openingIndex(questions: readonly Question[], questionParam: string | null): number {
  const questionId = questionParam === null ? null : Number(questionParam);
  return initialIndex(questions, Number.isFinite(questionId) ? questionId : null);
}

/** The index of the first question not completed yet, or -1 when every one is. */
export const firstUnanswered = (questions: readonly Question[]) => questions.findIndex((q) => !isQuestionCompleted(q));

export const answeredCount = (questions: readonly Question[]) => questions.filter(isQuestionCompleted).length;

/**
 * What a submit sends per question: the answer and its timing, never texts or options (docs/product/api.md).
 * A text over the limit stays on this device only (the server refuses it, and keeps the question's last
 * saved answer when it is left out): it is not an answer until it is shortened, and is never cut.
 */
export function toSubmitted(questions: readonly Question[]): SubmittedQuestion[] {
  const sendable = questions.filter((q) => q.type !== 'TXT' || !isTextAnswerTooLong(q.answered));
  return sendable.map((q) => ({
    id: q.id,
    answered: q.answered,
    started_at: q.started_at,
    updated_at: q.updated_at,
    ...(q.type === 'TXT' ? { pasted: q.pasted } : {}),
  }));
}

/**
 * After a language change: the texts and options of `translated`, with this device's answers and timing
 * kept (they may be newer than the server's copy).
 */
export function keepAnswers(translated: readonly Question[], mine: readonly Question[]): Question[] {
  const byId = new Map(mine.map((q) => [q.id, q]));
  return translated.map((q) => {
    const own = byId.get(q.id);
    if (!own || own.type !== q.type) return q;
    const kept = { ...q, answered: own.answered, started_at: own.started_at, updated_at: own.updated_at } as Question;
    return kept.type === 'TXT' && own.type === 'TXT' ? { ...kept, pasted: own.pasted } : kept;
  });
}
