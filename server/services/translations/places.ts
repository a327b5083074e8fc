import { asc, isNull } from 'drizzle-orm';
import type { PlaceWire } from '../../../contract/api/translations';
import type { LocalizedText } from '../../../contract/content';
import type { LanguageCode } from '../../../contract/languages';
import type { Db } from '../../db/client';
import { questionOptions, questions, ratingLevels, subTopics, topics } from '../../db/schema';

type Names = Partial<LocalizedText> | null | undefined;

/**
 * Where each questionnaire text appears, by unit id, as parts the page puts into words in the reader's language
 * (`display`): topic and sub-topic names in that language (English when it has none), numbers counted as the
 * questionnaire counts them (questions within their sub-topic, answers within their question), as
 * readContentUnits does.
 */
export async function readPlaces(db: Db, display: LanguageCode): Promise<Map<string, PlaceWire>> {
  const nameOf = (names: Names) => names?.[display] || names?.en || '';
  const places = new Map<string, PlaceWire>();
  const topicNames = new Map(
    (await db.select({ id: topics.id, name: topics.name }).from(topics).where(isNull(topics.deletedAt))).map((t) => [
      t.id,
      nameOf(t.name),
    ]),
  );
  for (const [id, topic] of topicNames) {
    places.set(`topic.${id}.name`, { topic, part: 'name' });
    places.set(`topic.${id}.description`, { topic, part: 'description' });
  }
  const subs = new Map<number, Omit<PlaceWire, 'part'>>();
  const subRows = await db.select().from(subTopics).where(isNull(subTopics.deletedAt));
  for (const sub of subRows) {
    const topic = topicNames.get(sub.topicId);
    if (topic === undefined) continue;
    const at = { topic, subTopic: nameOf(sub.name) };
    subs.set(sub.id, at);
    places.set(`subtopic.${sub.id}.name`, { ...at, part: 'name' });
  }
  for (const level of await db.select().from(ratingLevels)) {
    const at = subs.get(level.subTopicId);
    if (!at) continue;
    places.set(`level.${level.subTopicId}.${level.level}.title`, { ...at, level: level.level, part: 'title' });
    places.set(`level.${level.subTopicId}.${level.level}.recommendation`, { ...at, level: level.level, part: 'recommendation' });
  }
  await addQuestionPlaces(db, subs, places);
  return places;
}

async function addQuestionPlaces(db: Db, subs: Map<number, Omit<PlaceWire, 'part'>>, places: Map<string, PlaceWire>) {
  const rows = await db
    .select({ id: questions.id, subTopicId: questions.subTopicId, images: questions.images })
    .from(questions)
    .where(isNull(questions.deletedAt))
    .orderBy(asc(questions.position), asc(questions.id));
  const numbers = new Map<number, number>();
  const questionAt = new Map<number, Omit<PlaceWire, 'part'>>();
  for (const q of rows) {
    const sub = subs.get(q.subTopicId);
    if (!sub) continue;
    const question = (numbers.get(q.subTopicId) ?? 0) + 1;
    numbers.set(q.subTopicId, question);
    const at = { ...sub, question };
    questionAt.set(q.id, at);
    places.set(`question.${q.id}.text`, { ...at, part: 'text' });
    for (const n of q.images.keys()) places.set(`question.${q.id}.image.${n}.alt`, { ...at, part: 'picture', number: n + 1 });
  }
  const options = await db
    .select({
      id: questionOptions.id,
      questionId: questionOptions.questionId,
      kind: questionOptions.kind,
      position: questionOptions.position,
    })
    .from(questionOptions)
    .where(isNull(questionOptions.deletedAt));
  for (const o of options) {
    const at = questionAt.get(o.questionId);
    if (at) places.set(`option.${o.id}.text`, { ...at, part: o.kind, number: o.position + 1 });
  }
}
