import { eq } from 'drizzle-orm';
import { type QuestionInputData, questionVersionMessages, type SavedQuestion } from '../../../contract/api/staff';
import { changesMeaning } from '../../../contract/question-versions';
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
import { attemptsAsking, copyAsNextVersion, moveOpenAttempts, withCopiedChoices } from './question-versions';
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

    async createQuestion(input: QuestionInputData, by: AuditActor): Promise<SavedQuestion> {
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
      return { id, message: m.questionCreated.en, version: 1 };
    },

    /**
     * Choices that come with their id keep their row (so a past answer keeps its text) and take their new
     * place (an SCL grade's point is its index); new ones are added, missing ones hidden with `deleted_at`.
     * The type of a question never changes: past answers are in its shape. A change of what answers mean, on
     * a question completed attempts have asked, makes a new version (docs/content.md "Versions of a question"),
     * once the body confirms it; the old one stays as it was for those attempts.
     */
    async updateQuestion(id: number, input: QuestionInputData, by: AuditActor): Promise<SavedQuestion> {
      const { q } = await findQuestion(db, id);
      if (q.type !== input.type) throw new ApiError(400, m.typeFixed);
      await findSubTopic(db, input.sub_topic);
      const now = clock.now();
      return db.transaction(async (tx) => {
        // The history's triggers read who saved (0008_translation_history.sql).
        await markSource(tx, 'editor', by.actorId ?? undefined);
        const form = await staffQuestion(tx, id);
        const asked = await attemptsAsking(tx, id);
        const versioned = changesMeaning(form, input) && asked.completed > 0;
        if (versioned && !input.new_version) throw new ApiError(409, questionVersionMessages.unconfirmed);
        const next = versioned ? await copyAsNextVersion(tx, q, now) : undefined;
        const target = next?.id ?? id;
        const before = await questionSnapshot(tx, target);
        await tx
          .update(questions)
          .set({ ...questionValues(input), updatedAt: now })
          .where(eq(questions.id, target));
        await syncChoices(tx, target, next ? withCopiedChoices(input, next.choiceIds) : input, now);
        if (next) await moveOpenAttempts(tx, id, target);
        const changes = fieldChanges(before, await questionSnapshot(tx, target));
        const version = next ? { replaces: id, version: next.version } : {};
        await recordAudit(tx, by, 'question.update', {
          question: target,
          type: q.type,
          sub_topic: input.sub_topic,
          changes,
          ...version,
        });
        return { id: target, message: m.questionUpdated.en, version: next?.version ?? q.version };
      });
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
