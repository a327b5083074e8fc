import { and, count, desc, eq, gt, max } from 'drizzle-orm';
import type { TextHistoryWire } from '../../../contract/api/translations';
import type { Db } from '../../db/client';
import { textChanges, users } from '../../db/schema';
import type { AuditActor } from '../audit/actor';
import { recordAudit } from '../audit/record';
import { readContentUnits } from './content-units';
import { markSource, writeUnitText } from './content-writes';
import type { TargetLanguage } from './units';

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
 * The revert is itself a change in the history, and an entry of the audit trail with the text it replaced
 * (read off the history row the revert wrote; none: the text was already that). Returns false when no such
 * change exists.
 */
export async function revertChange(db: Db, changeId: number, by: AuditActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [change] = await tx.select().from(textChanges).where(eq(textChanges.id, changeId));
    if (!change) return false;
    await markSource(tx, 'revert', by.actorId ?? undefined);
    const [last] = await tx.select({ id: max(textChanges.id) }).from(textChanges);
    await writeUnitText(tx, change.unitId, change.language, change.oldValue);
    const [written] = await tx
      .select({ oldValue: textChanges.oldValue })
      .from(textChanges)
      .where(
        and(gt(textChanges.id, last?.id ?? 0), eq(textChanges.unitId, change.unitId), eq(textChanges.language, change.language)),
      );
    const { unitId: unit, language, oldValue: after } = change;
    const before = written ? written.oldValue : after;
    await recordAudit(tx, by, 'translation.revert', { change: changeId, unit, language, before, after });
    return true;
  });
}

/** How many changes each questionnaire text has recorded in `language`, and when the last was (texts without any are left out). */
export async function changeCounts(db: Db, language: TargetLanguage): Promise<Map<string, { changes: number; last: Date }>> {
  const rows = await db
    .select({ unitId: textChanges.unitId, changes: count(), last: max(textChanges.changedAt) })
    .from(textChanges)
    .where(eq(textChanges.language, language))
    .groupBy(textChanges.unitId);
  return new Map(rows.map((row) => [row.unitId, { changes: Number(row.changes), last: new Date(row.last ?? 0) }]));
}

/** The change `changeId`, or undefined. */
export async function findChange(db: Db, changeId: number): Promise<TextChange | undefined> {
  const [change] = await db.select().from(textChanges).where(eq(textChanges.id, changeId));
  return change;
}

const personOf = (row: { firstName: string; lastName: string; email: string } | null) =>
  row ? `${row.firstName} ${row.lastName}`.trim() || row.email : undefined;

/**
 * One questionnaire text in use today, its English and its history in `language` with the staff member's
 * name, for the history view (undefined when the text is not in the questionnaire).
 */
export async function unitHistory(db: Db, unitId: string, language: TargetLanguage): Promise<TextHistoryWire | undefined> {
  const unit = (await readContentUnits(db, language)).units.find((u) => u.id === unitId);
  if (!unit) return undefined;
  const rows = await db
    .select({ change: textChanges, person: { firstName: users.firstName, lastName: users.lastName, email: users.email } })
    .from(textChanges)
    .leftJoin(users, eq(users.id, textChanges.changedBy))
    .where(and(eq(textChanges.unitId, unitId), eq(textChanges.language, language)))
    .orderBy(desc(textChanges.id));
  return {
    unit: unit.id,
    language,
    where: unit.where,
    source: unit.source,
    target: unit.target,
    changes: rows.map(({ change, person }) => ({
      id: change.id,
      changedAt: change.changedAt.toISOString(),
      changedBy: personOf(person),
      source: change.source,
      oldValue: change.oldValue ?? undefined,
      newValue: change.newValue ?? undefined,
    })),
  };
}
