import { eq, sql } from 'drizzle-orm';
import { lockArguments } from '../db/advisory-locks';
import type { ContentTopic } from '../../contract/content';
import type { Database } from '../db/client';
import { contentLoads, questionOptions, questions, subTopics, topics } from '../db/schema';
import type { ContentFiles } from './read';
import { upsertChoices, upsertQuestions } from './seed-questions';
import { hide, type Tx } from './seed-rows';
import { upsertLevels, upsertSubTopics, upsertTopics } from './seed-structure';

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
    await tx.execute(sql.raw(`SELECT pg_advisory_xact_lock(${lockArguments('contentSeed')})`));
    await tx.execute(sql`SELECT set_config('skills55.text_source', 'seed', true)`);
    const report = await upsertAll(tx, files.topics);
    await tx.insert(contentLoads).values({ hash: files.hash }).onConflictDoNothing();
    return report;
  });
}

/** Topics, sub-topics, levels, questions and their options, in that order; then what the files no longer name is hidden. */
async function upsertAll(tx: Tx, content: readonly ContentTopic[]): Promise<SeedReport> {
  const { rows: topicRows, topicId } = await upsertTopics(tx, content);
  const subs = content.flatMap((t) => t.sub_topics.map((s, position) => ({ topic: t, sub: s, position })));
  const { rows: subRows, subId } = await upsertSubTopics(tx, subs, topicId);
  const levels = await upsertLevels(tx, subs, subId);
  const qs = subs.flatMap(({ topic, sub }) =>
    sub.questions.map((q, position) => ({ q, subTopicId: subId(topic.key, sub.key), position })),
  );
  const { rows: questionRows, questionId } = await upsertQuestions(tx, qs);
  const { optionRows, rowRows } = await upsertChoices(tx, qs, questionId);

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
    levels,
    hidden,
  };
}
