import { and, eq, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import { type ContentQuestion, type ContentTopic, gradePoint, type LocalizedText } from '../../contract/content';
import type { Database, Db } from '../db/client';
import { contentLoads, type OptionKind, questionOptions, questions, ratingLevels, subTopics, topics } from '../db/schema';
import type { ContentFiles } from './read';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SeedReport {
  /** True when this exact set of files was loaded before and nothing was written. */
  unchanged: boolean;
  topics: number;
  subTopics: number;
  questions: number;
  options: number;
  levels: number;
  /** Keyed rows that are no longer in the files: hidden from new attempts, kept for stored ones. */
  hidden: number;
}

export const describeSeed = (r: SeedReport) =>
  r.unchanged
    ? 'The content is unchanged since it was last loaded.'
    : `Content loaded: ${r.topics} topics, ${r.subTopics} sub-topics, ${r.questions} questions, ${r.options} options, ` +
      `${r.levels} rating levels${r.hidden ? `; ${r.hidden} row(s) no longer in the files hidden` : ''}.`;

/** On start: loads the content files unless this exact set was loaded before. */
export async function loadContentIfChanged(database: Database, files: ContentFiles): Promise<SeedReport> {
  const [loaded] = await database.db.select().from(contentLoads).where(eq(contentLoads.hash, files.hash));
  if (loaded) return { unchanged: true, topics: 0, subTopics: 0, questions: 0, options: 0, levels: 0, hidden: 0 };
  return seedContent(database, files);
}

/**
 * Upserts the content by its stable keys in one transaction: a text corrected in a file reaches the database,
 * ids stay, so stored attempts and their results keep their meaning. Keyed rows missing from the files are
 * hidden (deleted_at), never deleted. Each table is written with one statement whatever the content's size.
 */
export async function seedContent(database: Database, files: ContentFiles): Promise<SeedReport> {
  return database.db.transaction(async (tx) => {
    // Several API processes starting together on one PostgreSQL load one after the other.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727275)`);
    await tx.execute(sql`SELECT set_config('skills55.text_source', 'seed', true)`);
    const report = await upsertAll(tx, files.topics);
    await tx.insert(contentLoads).values({ hash: files.hash }).onConflictDoNothing();
    return report;
  });
}

async function upsertAll(tx: Tx, content: readonly ContentTopic[]): Promise<SeedReport> {
  const topicRows = await tx
    .insert(topics)
    .values(content.map((t) => ({ key: t.key, tool: t.tool, position: t.order, name: t.name, description: t.description })))
    .onConflictDoUpdate({
      target: topics.key,
      set: {
        tool: sql`excluded.tool`,
        position: sql`excluded.position`,
        name: sql`excluded.name`,
        ...refreshed(topics, 'description'),
      },
    })
    .returning({ id: topics.id, key: topics.key });
  const topicId = byKey(topicRows);

  const subs = content.flatMap((t) => t.sub_topics.map((s, position) => ({ topic: t, sub: s, position })));
  const subRows = await tx
    .insert(subTopics)
    .values(subs.map(({ topic, sub, position }) => ({ topicId: topicId(topic.key), key: sub.key, position, name: sub.name })))
    .onConflictDoUpdate({
      target: [subTopics.topicId, subTopics.key],
      set: { position: sql`excluded.position`, ...refreshed(subTopics, 'name') },
    })
    .returning({ id: subTopics.id, topicId: subTopics.topicId, key: subTopics.key });
  const subId = (topicKey: string, subKey: string) =>
    subRows.find((r) => r.topicId === topicId(topicKey) && r.key === subKey)?.id ?? missing(`${topicKey}.${subKey}`);

  const levels = subs.flatMap(({ topic, sub }) =>
    sub.levels.map((level, index) => ({ subTopicId: subId(topic.key, sub.key), level: index + 1, ...level })),
  );
  await tx
    .insert(ratingLevels)
    .values(levels)
    .onConflictDoUpdate({
      target: [ratingLevels.subTopicId, ratingLevels.level],
      set: { title: sql`excluded.title`, recommendation: sql`excluded.recommendation` },
    });
  // Levels above a sub-topic's count (a file that went from 4 levels to 3) would never be reached again.
  await tx.execute(sql`
    DELETE FROM rating_levels r
    USING unnest(${sql.raw(intArray(subs.map(({ topic, sub }) => subId(topic.key, sub.key))))},
                 ${sql.raw(intArray(subs.map(({ sub }) => sub.levels.length)))}) AS c(sub_topic_id, n)
    WHERE r.sub_topic_id = c.sub_topic_id AND r.level > c.n`);

  const qs = subs.flatMap(({ topic, sub }) =>
    sub.questions.map((q, position) => ({ q, subTopicId: subId(topic.key, sub.key), position })),
  );
  const questionRows = await tx
    .insert(questions)
    .values(
      qs.map(({ q, subTopicId, position }) => ({
        subTopicId,
        key: q.key,
        type: q.type,
        text: q.text,
        evaluated: q.evaluated,
        position,
        canBeNone: q.type === 'MCA' && q.can_be_none,
        images: q.images,
      })),
    )
    .onConflictDoUpdate({
      target: [questions.subTopicId, questions.key],
      set: {
        type: sql`excluded.type`,
        text: sql`excluded.text`,
        evaluated: sql`excluded.evaluated`,
        position: sql`excluded.position`,
        canBeNone: sql`excluded.can_be_none`,
        ...refreshed(questions, 'images'),
      },
    })
    .returning({ id: questions.id, subTopicId: questions.subTopicId, key: questions.key });
  const questionId = (subTopicId: number, key: string) =>
    questionRows.find((r) => r.subTopicId === subTopicId && r.key === key)?.id ?? missing(key);

  const choices = qs.flatMap(({ q, subTopicId }) =>
    choicesOf(q).map((c) => ({ ...c, questionId: questionId(subTopicId, q.key) })),
  );
  const optionRows = await upsertOptions(tx, choices);
  const optionId = (qId: number, key: string) =>
    optionRows.find((r) => r.questionId === qId && r.kind === 'option' && r.key === key)?.id ?? missing(key);
  const rows = qs.flatMap(({ q, subTopicId }) => {
    if (q.type !== 'ASG') return [];
    const qId = questionId(subTopicId, q.key);
    return q.rows.map((row, position) => ({
      questionId: qId,
      kind: 'row' as const,
      key: row.key,
      position,
      text: row.text,
      correctOptionId: optionId(qId, row.correct),
    }));
  });
  const rowRows = await upsertOptions(tx, rows);

  const hidden =
    (await hide(
      tx,
      topics,
      topicRows.map((r) => r.id),
    )) +
    (await hide(
      tx,
      subTopics,
      subRows.map((r) => r.id),
    )) +
    (await hide(
      tx,
      questions,
      questionRows.map((r) => r.id),
    )) +
    (await hide(
      tx,
      questionOptions,
      [...optionRows, ...rowRows].map((r) => r.id),
    ));

  return {
    unchanged: false,
    topics: topicRows.length,
    subTopics: subRows.length,
    questions: questionRows.length,
    options: optionRows.length + rowRows.length,
    levels: levels.length,
    hidden,
  };
}

interface Choice {
  kind: OptionKind;
  key: string;
  position: number;
  text: LocalizedText;
  correct?: boolean;
  correctPosition?: number;
  point?: number;
  correctOptionId?: number;
}

/** The options, items or grades of a question with their answer keys (ASG rows come after their options). */
function choicesOf(q: ContentQuestion): Choice[] {
  switch (q.type) {
    case 'OCA':
    case 'MCA':
      return q.options.map((o, position) => ({ kind: 'option', key: o.key, position, text: o.text, correct: o.correct }));
    case 'DND':
      return q.items.map((o, position) => ({ kind: 'item', key: o.key, position, text: o.text, correctPosition: position }));
    case 'SCL':
      return q.grades.map((o, position) => ({
        kind: 'grade',
        key: o.key,
        position,
        text: o.text,
        point: gradePoint(q, position),
      }));
    case 'ASG':
      return q.options.map((o, position) => ({ kind: 'option', key: o.key, position, text: o.text }));
    case 'TXT':
      return [];
  }
}

async function upsertOptions(tx: Tx, choices: (Choice & { questionId: number })[]) {
  if (choices.length === 0) return [];
  return tx
    .insert(questionOptions)
    .values(
      choices.map((c) => ({
        questionId: c.questionId,
        kind: c.kind,
        key: c.key,
        position: c.position,
        text: c.text,
        correct: c.correct ?? false,
        correctPosition: c.correctPosition ?? null,
        point: c.point ?? null,
        correctOptionId: c.correctOptionId ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: [questionOptions.questionId, questionOptions.kind, questionOptions.key],
      set: {
        position: sql`excluded.position`,
        text: sql`excluded.text`,
        correct: sql`excluded.correct`,
        correctPosition: sql`excluded.correct_position`,
        point: sql`excluded.point`,
        correctOptionId: sql`excluded.correct_option_id`,
        deletedAt: sql`NULL`,
      },
    })
    .returning({
      id: questionOptions.id,
      questionId: questionOptions.questionId,
      kind: questionOptions.kind,
      key: questionOptions.key,
    });
}

/** The last column of an upsert's SET: brings a hidden row back and stamps the update. */
function refreshed<T extends { deletedAt: unknown }>(table: T, column: keyof T & string) {
  const columnName = (table[column] as { name: string }).name;
  return { [column]: sql.raw(`excluded.${columnName}`), deletedAt: sql`NULL`, updatedAt: sql`now()` };
}

/** Hides the keyed rows of `table` that the files no longer name. */
async function hide(
  tx: Tx,
  table: typeof topics | typeof subTopics | typeof questions | typeof questionOptions,
  keep: number[],
): Promise<number> {
  const gone = await tx
    .update(table)
    .set({ deletedAt: sql`now()` })
    .where(and(isNotNull(table.key), isNull(table.deletedAt), keep.length ? notInArray(table.id, keep) : undefined))
    .returning({ id: table.id });
  return gone.length;
}

function byKey(rows: { id: number; key: string | null }[]) {
  const map = new Map(rows.map((r) => [r.key, r.id]));
  return (key: string) => map.get(key) ?? missing(key);
}

const intArray = (values: number[]) => `ARRAY[${values.map((v) => Math.trunc(v)).join(',')}]::int[]`;

function missing(what: string): never {
  throw new Error(`The content row "${what}" was not written.`);
}
