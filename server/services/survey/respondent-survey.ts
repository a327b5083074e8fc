import type { Survey } from '../../../contract/api/survey';
import { textIn } from '../../../contract/content';
import type { LanguageCode } from '../../../contract/languages';
import { surveyMessages as m } from '../../../contract/messages';
import type { SurveyAttemptRow } from '../../db/schema';
import { ApiError } from '../api-error';
import type { Caller } from './attempt-access';
import type { ContentCache } from './content-cache';
import type { ContentSnapshot, TopicRow } from './content-snapshot';
import type { KeyedQuestion } from './question-keys';
import { respondentQuestion } from './respondent-questions';

const iso = (date: Date) => date.toISOString();

/** The topic, unless it is unknown or deleted (404). */
export function findTopic(snapshot: ContentSnapshot, topicId: number) {
  const topic = snapshot.topic(topicId);
  if (!topic || topic.deletedAt) throw new ApiError(404, m.topicMissing);
  return topic;
}

/** The attempt's questions in its order, without those deleted since it was made. */
export function askedOf(attempt: SurveyAttemptRow, snapshot: ContentSnapshot): KeyedQuestion[] {
  return attempt.questionIds.map((id) => snapshot.question(id)).filter((q): q is KeyedQuestion => !!q && !q.deleted);
}

/** The attempt as the respondent is shown it, in `language`. */
export async function surveyOf(
  content: ContentCache,
  attempt: SurveyAttemptRow,
  caller: Caller,
  language: LanguageCode,
): Promise<Survey> {
  const snapshot = await content.snapshot();
  return buildSurvey(attempt, snapshot.topic(attempt.topicId)!, askedOf(attempt, snapshot), caller, language);
}

function buildSurvey(
  attempt: SurveyAttemptRow,
  topic: TopicRow,
  asked: KeyedQuestion[],
  caller: Caller,
  language: LanguageCode,
): Survey {
  return {
    questions: asked.map((q) => respondentQuestion(q, language, attempt.optionOrder[q.id], attempt.answers[q.id])),
    topic: { pk: topic.id, name: textIn(topic.name, language), wlb: topic.tool === 'wlb' },
    survey_attempt: attempt.id,
    updated_at: iso(attempt.updatedAt),
    created_at: iso(attempt.createdAt),
    language,
    user: caller?.user.id ?? 0,
  };
}
