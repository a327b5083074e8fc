import { and, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { questionOptions, questions, subTopics, topics } from '../db/schema';

/** The seed's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The last column of an upsert's SET: brings a hidden row back and stamps the update. */
export function refreshed<T extends { deletedAt: unknown }>(table: T, column: keyof T & string) {
  const columnName = (table[column] as { name: string }).name;
  return { [column]: sql.raw(`excluded.${columnName}`), deletedAt: sql`NULL`, updatedAt: sql`now()` };
}

/** Hides the keyed rows of `table` that the files no longer name. */
export async function hide(
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

export function byKey(rows: { id: number; key: string | null }[]) {
  const map = new Map(rows.map((r) => [r.key, r.id]));
  return (key: string) => map.get(key) ?? missing(key);
}

export const intArray = (values: number[]) => `ARRAY[${values.map((v) => Math.trunc(v)).join(',')}]::int[]`;

export function missing(what: string): never {
  throw new Error(`The content row "${what}" was not written.`);
}
