import { eq } from 'drizzle-orm';
import type { QuestionInputData } from '../../../contract/api/staff';
import { staffMessages as m } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { questions } from '../../db/schema';
import { ApiError } from '../api-error';
import type { Clock } from '../clock';
import { markSource } from '../translations/content-writes';
import { syncChoices } from './choice-sync';
import type { AuditActor } from '../audit/actor';
import { recordAudit } from '../audit/record';
import { findQuestion, findSubTopic } from './content-lookups';
import { fieldChanges, questionSnapshot } from './question-audit';
import { staffQuestion } from './question-form';
import { localizedFromFields } from './text-fields';

/** The question's own columns as the form gives them (a TXT question is never evaluated). */
function questionValues(input: QuestionInputData) {
  return {
    subTopicId: input.sub_topic,
    text: localizedFromFields(input),
    evaluated: input.type === 'TXT' ? false : input.evaluated,
    canBeNone: input.type === 'MCA' && input.can_be_none,
    position: input.order,
  };
}

/** The question editor: read a question into its form, add, change and delete questions. */
export function createQuestionAdmin({ db, clock }: { db: Db; clock: Clock }) {
  return {
    question: (id: number) => staffQuestion(db, id),

    async createQuestion(input: QuestionInputData, by: AuditActor): Promise<{ id: number; message: string }> {
      await findSubTopic(db, input.sub_topic);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(questions)
          .values({ type: input.type, ...questionValues(input) })
          .returning({ id: questions.id });
        await syncChoices(tx, row!.id, input, clock.now());
        await recordAudit(tx, by, 'question.create', {
          question: row!.id,
          type: input.type,
          sub_topic: input.sub_topic,
          changes: fieldChanges({}, await questionSnapshot(tx, row!.id)),
        });
        return row!.id;
      });
      return { id, message: m.questionCreated.en };
    },

    /**
     * Choices that come with their id keep their row (so a past answer keeps its text) and take their new
     * place (an SCL grade's point is its index); new ones are added, missing ones hidden with `deleted_at`.
     * The type of a question never changes: past answers are in its shape.
     */
    async updateQuestion(id: number, input: QuestionInputData, by: AuditActor): Promise<{ id: number; message: string }> {
      const { q } = await findQuestion(db, id);
      if (q.type !== input.type) throw new ApiError(400, m.typeFixed);
      await findSubTopic(db, input.sub_topic);
      const now = clock.now();
      await db.transaction(async (tx) => {
        // The history's triggers read who saved (0008_translation_history.sql).
        await markSource(tx, 'editor', by.actorId ?? undefined);
        const before = await questionSnapshot(tx, id);
        await tx
          .update(questions)
          .set({ ...questionValues(input), updatedAt: now })
          .where(eq(questions.id, id));
        await syncChoices(tx, id, input, now);
        const changes = fieldChanges(before, await questionSnapshot(tx, id));
        await recordAudit(tx, by, 'question.update', { question: id, type: q.type, sub_topic: input.sub_topic, changes });
      });
      return { id, message: m.questionUpdated.en };
    },

    async deleteQuestion(id: number, by: AuditActor) {
      const { q } = await findQuestion(db, id);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx.update(questions).set({ deletedAt: now, updatedAt: now }).where(eq(questions.id, id));
        await recordAudit(tx, by, 'question.delete', { question: id, type: q.type, sub_topic: q.subTopicId, text_en: q.text.en });
      });
      return { id };
    },
  };
}
