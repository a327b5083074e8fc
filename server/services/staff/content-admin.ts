import { and, asc, eq, inArray, isNull, max } from 'drizzle-orm';
import type {
  ChoiceInput,
  QuestionInputData,
  StaffQuestion,
  StaffQuestionRow,
  StaffSubTopic,
  StaffTopic,
  SubTopicCreateBody,
  TextFields,
} from '../../../contract/api/staff';
import { type LocalizedText, textIn } from '../../../contract/content';
import { type LanguageCode, languageCodes } from '../../../contract/languages';
import type { Db } from '../../db/client';
import { type OptionKind, questionOptions, questions, ratingLevels, subTopics, topics, translationStates } from '../../db/schema';
import { markSource } from '../translations/content-writes';
import { ApiError } from '../api-error';
import { staffMessages as m } from '../../../contract/messages';
import type { Clock } from '../clock';
import type { Executor } from '../tokens';

/** `text_en`, … -> {en, …}: empty languages are left out (they fall back to English). */
export function localizedFromFields(fields: Partial<TextFields>): LocalizedText {
  const text: Record<string, string> = {};
  for (const code of languageCodes) {
    const value = fields[`text_${code}`]?.trim();
    if (value) text[code] = value;
  }
  return text as LocalizedText;
}

/** {en, …} -> `text_en`, … with '' for a missing language. */
export function fieldsFromLocalized(text: Partial<LocalizedText>): TextFields {
  return Object.fromEntries(languageCodes.map((code) => [`text_${code}`, text[code] ?? ''])) as TextFields;
}

/** Rating levels a sub-topic made by staff starts with (English; other languages fall back to it). */
const defaultLevels: { title: string; recommendation: string }[] = [
  { title: 'Getting started', recommendation: 'This area is new to you. Small, regular steps will help you build confidence.' },
  { title: 'On the way', recommendation: 'You already have a good base. Keep practising and try something new in this area.' },
  { title: 'Confident', recommendation: 'You are confident in this area. Share what you know with others.' },
];

type ChoiceValues = Partial<typeof questionOptions.$inferInsert> & { position: number; text: LocalizedText };

/** Makes the question's live choices of `kind` exactly `list` (by id where given); returns their ids in order. */
async function syncKind(
  tx: Executor,
  questionId: number,
  kind: OptionKind,
  list: readonly ChoiceInput[],
  valuesOf: (entry: ChoiceInput, index: number) => ChoiceValues,
  now: Date,
): Promise<number[]> {
  const existing = await tx
    .select({ id: questionOptions.id })
    .from(questionOptions)
    .where(and(eq(questionOptions.questionId, questionId), eq(questionOptions.kind, kind), isNull(questionOptions.deletedAt)));
  const known = new Set(existing.map((c) => c.id));
  const kept = new Set<number>();
  for (const entry of list) if (entry.id && known.has(entry.id)) kept.add(entry.id);
  const removed = existing.filter((c) => !kept.has(c.id)).map((c) => c.id);
  if (removed.length) await tx.update(questionOptions).set({ deletedAt: now }).where(inArray(questionOptions.id, removed));
  const ids: number[] = [];
  const used = new Set<number>();
  for (const [index, entry] of list.entries()) {
    const values = valuesOf(entry, index);
    if (entry.id && kept.has(entry.id) && !used.has(entry.id)) {
      used.add(entry.id);
      await tx.update(questionOptions).set(values).where(eq(questionOptions.id, entry.id));
      ids.push(entry.id);
    } else {
      const [row] = await tx
        .insert(questionOptions)
        .values({ questionId, kind, ...values })
        .returning({ id: questionOptions.id });
      ids.push(row!.id);
    }
  }
  return ids;
}

/** Whether the question's live grades score downwards in the order shown (a reversed statement). */
async function scoredDownwards(tx: Executor, questionId: number): Promise<boolean> {
  const grades = await tx
    .select({ point: questionOptions.point })
    .from(questionOptions)
    .where(and(eq(questionOptions.questionId, questionId), eq(questionOptions.kind, 'grade'), isNull(questionOptions.deletedAt)))
    .orderBy(asc(questionOptions.position), asc(questionOptions.id));
  return grades.length > 1 && (grades[0]!.point ?? 0) > (grades.at(-1)!.point ?? 0);
}

/** The choices of the question's type (docs/product/choices.md, content model), with their answer keys. */
async function syncChoices(tx: Executor, questionId: number, input: QuestionInputData, now: Date) {
  const text = (entry: ChoiceInput) => localizedFromFields(entry as Partial<TextFields>);
  switch (input.type) {
    case 'SCL': {
      // A reversed statement (content files) stays scored downwards when staff correct it.
      const downwards = await scoredDownwards(tx, questionId);
      const last = input.grades.length - 1;
      const point = (i: number) => (downwards ? last - i : i);
      await syncKind(tx, questionId, 'grade', input.grades, (g, i) => ({ position: i, point: point(i), text: text(g) }), now);
      return;
    }
    case 'OCA':
    case 'MCA':
      await syncKind(
        tx,
        questionId,
        'option',
        input.options,
        (o, i) => ({ position: i, correct: !!o.correct, text: text(o) }),
        now,
      );
      return;
    case 'DND':
      await syncKind(tx, questionId, 'item', input.items, (o, i) => ({ position: i, correctPosition: i, text: text(o) }), now);
      return;
    case 'ASG': {
      const optionIds = await syncKind(tx, questionId, 'option', input.options, (o, i) => ({ position: i, text: text(o) }), now);
      await syncKind(
        tx,
        questionId,
        'row',
        input.rows,
        (r, i) => ({ position: i, text: text(r), correctOptionId: optionIds[r.correct_option ?? 0] ?? null }),
        now,
      );
      return;
    }
    case 'TXT':
      return;
  }
}

/**
 * Question admin of docs/product/screens.md and data.md. Deleting only sets `deleted_at`: attempts that asked
 * the question keep their answers and results, new attempts no longer ask it.
 */
export function createContentAdmin({ db, clock }: { db: Db; clock: Clock }) {
  async function findSubTopic(id: number) {
    const [row] = await db
      .select()
      .from(subTopics)
      .where(and(eq(subTopics.id, id), isNull(subTopics.deletedAt)));
    if (!row) throw new ApiError(404, m.subTopicMissing);
    return row;
  }

  async function findTopic(id: number) {
    const [row] = await db
      .select()
      .from(topics)
      .where(and(eq(topics.id, id), isNull(topics.deletedAt)));
    if (!row) throw new ApiError(404, m.topicMissing);
    return row;
  }

  /** unit id → the languages whose translation of it needs review. */
  async function staleLanguages(unitIds: string[]): Promise<Map<string, LanguageCode[]>> {
    const stale = new Map<string, LanguageCode[]>(unitIds.map((unit) => [unit, []]));
    const rows = await db
      .select({ unitId: translationStates.unitId, language: translationStates.language })
      .from(translationStates)
      .where(and(inArray(translationStates.unitId, unitIds), eq(translationStates.state, 'needs-review')));
    for (const row of rows) stale.get(row.unitId)?.push(row.language as LanguageCode);
    return stale;
  }

  async function findQuestion(id: number) {
    const [row] = await db
      .select({ q: questions, topicId: subTopics.topicId })
      .from(questions)
      .innerJoin(subTopics, eq(subTopics.id, questions.subTopicId))
      .where(and(eq(questions.id, id), isNull(questions.deletedAt)));
    if (!row) throw new ApiError(404, m.questionMissing);
    return row;
  }

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
      await findTopic(topicId);
      const rows = await db
        .select()
        .from(subTopics)
        .where(and(eq(subTopics.topicId, topicId), isNull(subTopics.deletedAt)))
        .orderBy(asc(subTopics.position), asc(subTopics.id));
      return rows.map((s) => ({ id: s.id, name: textIn(s.name, language), topic: s.topicId }));
    },

    async questions(topicId: number, language: LanguageCode): Promise<StaffQuestionRow[]> {
      await findTopic(topicId);
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

    async createSubTopic(body: SubTopicCreateBody): Promise<{ id: number }> {
      await findTopic(body.topic);
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
        return { id: row!.id };
      });
    },

    /** Hides the sub-topic and its questions from new attempts; stored attempts and results stay as they are. */
    async deleteSubTopic(id: number) {
      await findSubTopic(id);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx.update(subTopics).set({ deletedAt: now, updatedAt: now }).where(eq(subTopics.id, id));
        await tx
          .update(questions)
          .set({ deletedAt: now, updatedAt: now })
          .where(and(eq(questions.subTopicId, id), isNull(questions.deletedAt)));
      });
      return { id };
    },

    async question(id: number): Promise<StaffQuestion> {
      const { q, topicId } = await findQuestion(id);
      const choices = await db
        .select()
        .from(questionOptions)
        .where(and(eq(questionOptions.questionId, id), isNull(questionOptions.deletedAt)))
        .orderBy(asc(questionOptions.position), asc(questionOptions.id));
      const ofKind = (kind: OptionKind) => choices.filter((c) => c.kind === kind);
      const options = ofKind('option');
      const questionUnit = `question.${id}.text`;
      const stale = await staleLanguages([questionUnit, ...choices.map((c) => `option.${c.id}.text`)]);
      return {
        id: q.id,
        type: q.type,
        ...fieldsFromLocalized(q.text),
        sub_topic: q.subTopicId,
        topic: topicId,
        evaluated: q.evaluated,
        order: q.position,
        can_be_none: q.canBeNone,
        grades: ofKind('grade').map((g, index) => ({
          id: g.id,
          point: g.point ?? index,
          ...fieldsFromLocalized(g.text),
          needs_review: stale.get(`option.${g.id}.text`) ?? [],
        })),
        options: options.map((o) => ({
          id: o.id,
          ...fieldsFromLocalized(o.text),
          ...(q.type === 'ASG' ? {} : { correct: o.correct }),
        })),
        items: ofKind('item')
          .sort((x, y) => (x.correctPosition ?? x.position) - (y.correctPosition ?? y.position))
          .map((i) => ({ id: i.id, ...fieldsFromLocalized(i.text) })),
        rows: ofKind('row').map((r) => ({
          id: r.id,
          ...fieldsFromLocalized(r.text),
          correct_option: Math.max(
            0,
            options.findIndex((o) => o.id === r.correctOptionId),
          ),
        })),
        needs_review: stale.get(questionUnit) ?? [],
      };
    },

    async createQuestion(input: QuestionInputData): Promise<{ id: number; message: string }> {
      await findSubTopic(input.sub_topic);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(questions)
          .values({
            subTopicId: input.sub_topic,
            type: input.type,
            text: localizedFromFields(input),
            evaluated: input.type === 'TXT' ? false : input.evaluated,
            canBeNone: input.type === 'MCA' && input.can_be_none,
            position: input.order,
          })
          .returning({ id: questions.id });
        await syncChoices(tx, row!.id, input, clock.now());
        return row!.id;
      });
      return { id, message: m.questionCreated.en };
    },

    /**
     * Choices that come with their id keep their row (so a past answer keeps its text) and take their new
     * place (an SCL grade's point is its index); new ones are added, missing ones hidden with `deleted_at`.
     * The type of a question never changes: past answers are in its shape.
     */
    async updateQuestion(id: number, input: QuestionInputData, actor?: number): Promise<{ id: number; message: string }> {
      const { q } = await findQuestion(id);
      if (q.type !== input.type) throw new ApiError(400, m.typeFixed);
      await findSubTopic(input.sub_topic);
      const now = clock.now();
      await db.transaction(async (tx) => {
        // The history's triggers read who saved (0008_translation_history.sql).
        await markSource(tx, 'editor', actor);
        await tx
          .update(questions)
          .set({
            subTopicId: input.sub_topic,
            text: localizedFromFields(input),
            evaluated: input.type === 'TXT' ? false : input.evaluated,
            canBeNone: input.type === 'MCA' && input.can_be_none,
            position: input.order,
            updatedAt: now,
          })
          .where(eq(questions.id, id));
        await syncChoices(tx, id, input, now);
      });
      return { id, message: m.questionUpdated.en };
    },

    async deleteQuestion(id: number) {
      await findQuestion(id);
      const now = clock.now();
      await db.update(questions).set({ deletedAt: now, updatedAt: now }).where(eq(questions.id, id));
      return { id };
    },
  };
}
export type ContentAdmin = ReturnType<typeof createContentAdmin>;
