import type { SubmittedSurvey } from '../../../contract/api/survey';
import { surveyMessages as m } from '../../../contract/messages';
import { isQuestionCompleted } from '../../../contract/question-rules';
import type { StoredAnswer, SurveyAttemptRow } from '../../db/schema';
import { ApiError } from '../api-error';
import { answerProblem, answerWithNumberIds } from './answer-checks';
import { type AttemptLife, answerInLife } from './answer-times';
import { freshAnswer, mergedAnswer } from './answers-at-once';
import type { ContentSnapshot } from './content-snapshot';
import type { KeyedQuestion } from './question-keys';
import { respondentQuestion } from './respondent-questions';
import { scoreAttempt } from './scoring';

/**
 * The submitted answers as stored, when every one fits a known question (deleted questions' answers are left
 * out); undefined otherwise, for the stored attempt to decide.
 */
export function answersThatFit(body: SubmittedSurvey, snapshot: ContentSnapshot, now: Date) {
  const answers: Record<string, ReturnType<typeof freshAnswer>> = {};
  for (const submitted of body.survey) {
    const question = snapshot.question(submitted.id);
    if (!question) return undefined;
    if (question.deleted) continue;
    const answered = answerWithNumberIds(question, submitted.answered);
    if (answerProblem(question, answered)) return undefined;
    answers[submitted.id] = answerInLife(freshAnswer(question, submitted, answered), { to: now });
  }
  return answers;
}

/** The attempt's answers with the submitted ones merged in; a 400 naming each answer that does not fit. */
export function mergedAnswers(
  body: SubmittedSurvey,
  attempt: SurveyAttemptRow,
  snapshot: ContentSnapshot,
  life: AttemptLife,
): Record<string, StoredAnswer> {
  const answers: Record<string, StoredAnswer> = { ...attempt.answers };
  const misfits: Record<string, string> = {};
  for (const submitted of body.survey) {
    const question = snapshot.question(submitted.id);
    if (!question || !attempt.questionIds.includes(submitted.id)) {
      misfits[submitted.id] = 'VALIDATION.UNKNOWN_QUESTION';
      continue;
    }
    if (question.deleted) continue; // no longer asked; its answer is not kept
    const answered = answerWithNumberIds(question, submitted.answered);
    if (answerProblem(question, answered)) {
      misfits[submitted.id] = 'VALIDATION.ANSWER_DOES_NOT_FIT';
      continue;
    }
    answers[submitted.id] = mergedAnswer(answerInLife(freshAnswer(question, submitted, answered), life), answers[submitted.id]);
  }
  if (Object.keys(misfits).length) throw new ApiError(400, m.answerDoesNotFit, misfits);
  return answers;
}

/** The results of a completed attempt; a 400 naming each asked question left unanswered. */
export function scoredCompletion(
  asked: KeyedQuestion[],
  answers: Record<string, StoredAnswer>,
  snapshot: ContentSnapshot,
): ReturnType<typeof scoreAttempt> {
  const unanswered = asked.filter((q) => !isQuestionCompleted(respondentQuestion(q, 'en', undefined, answers[q.id])));
  if (unanswered.length) {
    throw new ApiError(400, m.unansweredQuestions, Object.fromEntries(unanswered.map((q) => [q.id, 'VALIDATION.REQUIRED'])));
  }
  const levelsOf = (id: number) => snapshot.levels(id).length || 3;
  return scoreAttempt(asked, answers, levelsOf);
}
