import { and, asc, eq, isNull } from 'drizzle-orm';
import type { StaffQuestionRow, StaffSubTopic, StaffTopic } from '../../../contract/api/staff';
import { textIn } from '../../../contract/content';
import type { LanguageCode } from '../../../contract/languages';
import type { Db } from '../../db/client';
import { questions, subTopics, topics } from '../../db/schema';
import { findTopic } from './content-lookups';

/** The lists staff browse: every topic, and a topic's sub-topics and questions, in the language asked for. */
export function createContentLists({ db }: { db: Db }) {
  return {
    async topicList(language: LanguageCode): Promise<StaffTopic[]> {
      const rows = await db
        .select()
        .from(topics)
        .where(isNull(topics.deletedAt))
        .orderBy(asc(topics.tool), asc(topics.position), asc(topics.id));
      return rows.map((t) => ({ id: t.id, pk: t.id, name: textIn(t.name, language), wlb: t.tool === 'wlb' }));
    },

    async subTopics(topicId: number, language: LanguageCode): Promise<StaffSubTopic[]> {
      await findTopic(db, topicId);
      const rows = await db
        .select()
        .from(subTopics)
        .where(and(eq(subTopics.topicId, topicId), isNull(subTopics.deletedAt)))
        .orderBy(asc(subTopics.position), asc(subTopics.id));
      return rows.map((s) => ({ id: s.id, name: textIn(s.name, language), topic: s.topicId }));
    },

    async questions(topicId: number, language: LanguageCode): Promise<StaffQuestionRow[]> {
      await findTopic(db, topicId);
      const rows = await db
        .select({ q: questions, subName: subTopics.name })
        .from(questions)
        .innerJoin(subTopics, eq(subTopics.id, questions.subTopicId))
        .where(and(eq(subTopics.topicId, topicId), isNull(subTopics.deletedAt), isNull(questions.deletedAt)))
        .orderBy(asc(subTopics.position), asc(subTopics.id), asc(questions.position), asc(questions.id));
      return rows.map(({ q, subName }) => ({
        id: q.id,
        type: q.type,
        text: textIn(q.text, language),
        sub_topic: { id: q.subTopicId, name: textIn(subName, language) },
        order: q.position,
        evaluated: q.evaluated,
      }));
    },
  };
}
