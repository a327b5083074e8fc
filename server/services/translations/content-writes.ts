import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { TargetLanguage } from './units';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where each kind of unit id keeps its text: table, jsonb column, and the row's key columns. */
const places = {
  topic: { table: 'topics', keys: ['id'], fields: ['name', 'description'] },
  subtopic: { table: 'sub_topics', keys: ['id'], fields: ['name'] },
  level: { table: 'rating_levels', keys: ['sub_topic_id', 'level'], fields: ['title', 'recommendation'] },
  question: { table: 'questions', keys: ['id'], fields: ['text'] },
  option: { table: 'question_options', keys: ['id'], fields: ['text'] },
} as const;

/** Names the writes of this transaction for the history (0008_translation_history.sql). */
export async function markSource(tx: Tx, source: 'import' | 'revert' | 'editor', actor: number | undefined) {
  await tx.execute(
    sql`SELECT set_config('skills55.text_source', ${source}, true), set_config('skills55.actor', ${actor ? String(actor) : ''}, true)`,
  );
}

/**
 * Sets one language of one unit's text (null removes it, so it falls back to English). Unit ids come from
 * readContentUnits or the history; anything else is an error of the caller.
 */
export async function writeUnitText(tx: Tx, unitId: string, language: string, value: string | null) {
  const image = /^question\.(\d+)\.image\.(\d+)\.alt$/.exec(unitId);
  if (image) {
    const path = `{${image[2]},alt,${language}}`;
    const update =
      value === null ? sql`images #- ${path}::text[]` : sql`jsonb_set(images, ${path}::text[], to_jsonb(${value}::text))`;
    await tx.execute(sql`UPDATE questions SET images = ${update}, updated_at = now() WHERE id = ${Number(image[1])}`);
    return;
  }
  const parts = unitId.split('.');
  const kind = parts[0] as keyof typeof places;
  const place = places[kind];
  const field = parts.at(-1) as string;
  const ids = parts.slice(1, -1).map(Number);
  if (
    !place ||
    !(place.fields as readonly string[]).includes(field) ||
    ids.length !== place.keys.length ||
    ids.some(Number.isNaN)
  ) {
    throw new Error(`Not a content unit id: ${unitId}`);
  }
  const column = sql.raw(`"${field}"`);
  const update =
    value === null
      ? sql`${column} - ${language}::text`
      : sql`jsonb_set(${column}, ${`{${language}}`}::text[], to_jsonb(${value}::text))`;
  const where = sql.join(
    place.keys.map((key, i) => sql`${sql.raw(`"${key}"`)} = ${ids[i]}`),
    sql` AND `,
  );
  await tx.execute(sql`UPDATE ${sql.raw(place.table)} SET ${column} = ${update} WHERE ${where}`);
}

export async function markReviewed(tx: Tx, unitId: string, language: TargetLanguage) {
  await tx.execute(sql`
    INSERT INTO translation_states (unit_id, language, state) VALUES (${unitId}, ${language}, 'reviewed')
    ON CONFLICT (unit_id, language) DO UPDATE SET state = 'reviewed', updated_at = now()`);
}
