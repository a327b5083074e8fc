import { desc, eq, inArray } from 'drizzle-orm';
import type { MyData, MyDataAnswer, MyDataAttempt } from '../../contract/api/my-data';
import { textIn } from '../../contract/content';
import type { LanguageCode } from '../../contract/languages';
import { noneOptionId } from '../../contract/question-rules';
import type { Db } from '../db/client';
import { ratingLevels, type StoredAnswer, type SurveyAttemptRow, subTopics, surveyAttempts, topics } from '../db/schema';
import type { Clock } from './clock';
import { keyedQuestionsById } from './survey/keyed-questions';
import { choicesOfKind, type KeyedQuestion } from './survey/question-keys';
import type { AuthSession } from './tokens';
import { toProfile } from './users';

const iso = (date: Date) => date.toISOString();

/**
 * The GDPR copy of what is stored about the caller (right of access and portability): the profile and every
 * attempt (completed, in progress and abandoned) with its answers in `language` and its results. A fixed
 * number of statements whatever the number of attempts; only the caller's respondent id is ever read.
 */
export async function buildMyData(db: Db, clock: Clock, session: AuthSession, language: LanguageCode): Promise<MyData> {
  const user = session.user;
  const rows = await db
    .select({ a: surveyAttempts, topic: topics })
    .from(surveyAttempts)
    .innerJoin(topics, eq(topics.id, surveyAttempts.topicId))
    .where(eq(surveyAttempts.respondentId, user.respondentId))
    .orderBy(desc(surveyAttempts.createdAt), desc(surveyAttempts.id));

  const questionIds = [...new Set(rows.flatMap(({ a }) => a.questionIds))];
  const keyed = new Map((await keyedQuestionsById(db, questionIds)).map((q) => [q.id, q]));
  const subIds = [...new Set(rows.flatMap(({ a }) => (a.results ?? []).map((r) => r.sub_topic_id)))];
  const subs = subIds.length ? await db.select().from(subTopics).where(inArray(subTopics.id, subIds)) : [];
  const levels = subIds.length ? await db.select().from(ratingLevels).where(inArray(ratingLevels.subTopicId, subIds)) : [];

  const attempts = rows.map(({ a, topic }): MyDataAttempt => {
    const answers: MyDataAnswer[] = [];
    for (const id of a.questionIds) {
      const question = keyed.get(id);
      const stored = a.answers[String(id)];
      // A question deleted since the attempt was made is listed only when it holds an answer of the user's.
      if (!question || (question.deleted && !stored)) continue;
      answers.push(answerOf(question, stored, language));
    }
    return {
      id: a.id,
      topic: { pk: topic.id, name: textIn(topic.name, language), wlb: topic.tool === 'wlb' },
      status: statusOf(a),
      language: a.language,
      created_at: iso(a.createdAt),
      updated_at: iso(a.updatedAt),
      completed_at: a.completedAt ? iso(a.completedAt) : null,
      answers,
      results: (a.results ?? []).map((r) => {
        const sub = subs.find((s) => s.id === r.sub_topic_id);
        const level = levels.find((l) => l.subTopicId === r.sub_topic_id && l.level === r.level);
        return {
          sub_topic: sub ? textIn(sub.name, language) : '',
          actual_points: r.actual_points,
          total_points: r.total_points,
          level: r.level,
          levels: r.levels,
          level_title: level ? textIn(level.title, language) : '',
          recommendation: level ? textIn(level.recommendation, language) : '',
        };
      }),
    };
  });

  return {
    exported_at: iso(clock.now()),
    language,
    account: {
      created_at: iso(user.createdAt),
      last_login_at: user.lastLoginAt ? iso(user.lastLoginAt) : null,
      language: user.language,
    },
    profile: toProfile(user),
    attempts,
  };
}

function statusOf(a: SurveyAttemptRow): MyDataAttempt['status'] {
  if (a.completedAt) return 'completed';
  return a.abandonedAt ? 'abandoned' : 'in_progress';
}

/** The stored answer in words: the chosen options' texts instead of their ids. */
function answerOf(q: KeyedQuestion, stored: StoredAnswer | undefined, language: LanguageCode): MyDataAnswer {
  const textOf = (id: unknown) => {
    const choice = q.choices.find((c) => c.id === id);
    return choice ? textIn(choice.text, language) : null;
  };
  const answered = stored?.answered;
  const ids = Array.isArray(answered) ? (answered as unknown[]) : [];
  const base = {
    question_id: q.id,
    type: q.type,
    sub_topic: textIn(q.subTopicName, language),
    question: textIn(q.text, language),
    started_at: stored?.started_at ?? null,
    updated_at: stored?.updated_at ?? [],
  };
  switch (q.type) {
    case 'OCA':
    case 'SCL':
      return { ...base, answer: textOf(answered) };
    case 'MCA':
      return {
        ...base,
        answer: ids.filter((id) => id !== noneOptionId).flatMap((id) => textOf(id) ?? []),
        none_of_the_above: ids.includes(noneOptionId),
      };
    case 'DND':
      return { ...base, answer: ids.flatMap((id) => textOf(id) ?? []) };
    case 'TXT':
      return { ...base, answer: typeof answered === 'string' ? answered : '', pasted: stored?.pasted ?? false };
    case 'ASG': {
      const given =
        answered && typeof answered === 'object' && !Array.isArray(answered) ? (answered as Record<string, number>) : {};
      return {
        ...base,
        answer: choicesOfKind(q, 'row').map((row) => ({
          row: textIn(row.text, language),
          option: textOf(given[String(row.id)]),
        })),
      };
    }
  }
}
