import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { textChanges } from '../../db/schema';
import { markSource, writeUnitText } from './content-writes';

export type TextChange = typeof textChanges.$inferSelect;

/** Every recorded change of one unit in one language, newest first. */
export function textHistory(db: Db, unitId: string, language: string): Promise<TextChange[]> {
  return db
    .select()
    .from(textChanges)
    .where(and(eq(textChanges.unitId, unitId), eq(textChanges.language, language)))
    .orderBy(desc(textChanges.id));
}

/**
 * Puts a text back to the value it had before change `changeId` (no value: it falls back to English again).
 * The revert is itself a change in the history. Returns false when no such change exists.
 */
export async function revertChange(db: Db, changeId: number, actor: number | undefined): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [change] = await tx.select().from(textChanges).where(eq(textChanges.id, changeId));
    if (!change) return false;
    await markSource(tx, 'revert', actor);
    await writeUnitText(tx, change.unitId, change.language, change.oldValue);
    return true;
  });
}
