import { and, eq, isNull, max } from 'drizzle-orm';
import type { SubTopicCreateBody } from '../../../contract/api/staff';
import type { Db } from '../../db/client';
import { questions, ratingLevels, subTopics } from '../../db/schema';
import type { AuditActor } from '../audit/actor';
import { recordAudit } from '../audit/record';
import type { Clock } from '../clock';
import { findSubTopic, findTopic } from './content-lookups';

/** Rating levels a sub-topic made by staff starts with (English; other languages fall back to it). */
const defaultLevels: { title: string; recommendation: string }[] = [
  { title: 'Getting started', recommendation: 'This area is new to you. Small, regular steps will help you build confidence.' },
  { title: 'On the way', recommendation: 'You already have a good base. Keep practising and try something new in this area.' },
  { title: 'Confident', recommendation: 'You are confident in this area. Share what you know with others.' },
];

/** Adding a sub-topic (last in its topic, with the default levels) and hiding one. */
export function createSubTopicAdmin({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async createSubTopic(body: SubTopicCreateBody, by: AuditActor): Promise<{ id: number }> {
      await findTopic(db, body.topic);
      return db.transaction(async (tx) => {
        const [last] = await tx
          .select({ position: max(subTopics.position) })
          .from(subTopics)
          .where(eq(subTopics.topicId, body.topic));
        const [row] = await tx
          .insert(subTopics)
          .values({ topicId: body.topic, name: { en: body.name }, position: (last?.position ?? -1) + 1 })
          .returning({ id: subTopics.id });
        await tx.insert(ratingLevels).values(
          defaultLevels.map((level, index) => ({
            subTopicId: row!.id,
            level: index + 1,
            title: { en: level.title },
            recommendation: { en: level.recommendation },
          })),
        );
        await recordAudit(tx, by, 'subtopic.create', { sub_topic: row!.id, topic: body.topic, name: body.name });
        return { id: row!.id };
      });
    },

    /** Hides the sub-topic and its questions from new attempts; stored attempts and results stay as they are. */
    async deleteSubTopic(id: number, by: AuditActor) {
      const subTopic = await findSubTopic(db, id);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx.update(subTopics).set({ deletedAt: now, updatedAt: now }).where(eq(subTopics.id, id));
        const hidden = await tx
          .update(questions)
          .set({ deletedAt: now, updatedAt: now })
          .where(and(eq(questions.subTopicId, id), isNull(questions.deletedAt)))
          .returning({ id: questions.id });
        await recordAudit(tx, by, 'subtopic.delete', {
          sub_topic: id,
          topic: subTopic.topicId,
          name: subTopic.name.en,
          questions_hidden: hidden.length,
        });
      });
      return { id };
    },
  };
}
