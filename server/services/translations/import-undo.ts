import { and, asc, between, eq, gt, sql } from 'drizzle-orm';
import { lockArguments } from '../../db/advisory-locks';
import type { Db } from '../../db/client';
import { textChanges } from '../../db/schema';
import type { AuditActor } from '../audit/actor';
import { recordAudit } from '../audit/record';
import { markSource, type Tx, writeUnitText } from './content-writes';
import { importRecords } from './import-records';
import { ImportAlreadyUndone, UnknownImport } from './translation-errors';

/** Undoings wait for each other (pg_advisory_xact_lock), so an import is never undone twice at once. */
const undoLock = sql.raw(`SELECT pg_advisory_xact_lock(${lockArguments('importUndo')})`);

/** The most unit ids an undoing's audit entry lists; it counts the rest. */
const unitsListed = 200;

export interface UndoneImport {
  import: number;
  language: string;
  /** Texts put back to their wording before the import. */
  putBack: string[];
  /** Texts that changed again after the import: they keep their newer wording. */
  kept: string[];
}

/**
 * Undoes a whole import in one transaction (docs/translations.md "Undoing an import"): every text it changed gets
 * its wording from before the import back, and its state then; a text that changed again since (in the editor,
 * another import, a put-back) keeps its newer wording and is named in `kept`. Each text put back is a "put back"
 * in its history, and the undoing one entry of the audit trail, so it can be seen and itself undone text by text.
 */
export function undoImport(db: Db, importId: number, by: AuditActor): Promise<UndoneImport> {
  return db.transaction(async (tx) => {
    await tx.execute(undoLock);
    const [record] = await importRecords(tx, undefined, importId);
    if (!record?.details.changes) throw new UnknownImport();
    if (record.undone) throw new ImportAlreadyUndone();
    const { language, changes, states_before: statesBefore = {} } = record.details;
    const rows = await importedChanges(tx, changes);
    const putBack: string[] = [];
    const kept: string[] = [];
    await markSource(tx, 'revert', by.actorId ?? undefined);
    for (const row of rows) {
      if (await changedSince(tx, row)) {
        kept.push(row.unitId);
        continue;
      }
      await writeUnitText(tx, row.unitId, row.language, row.oldValue);
      const state = statesBefore[row.unitId];
      if (state && row.oldValue !== null) await restoreState(tx, row.unitId, row.language, state);
      putBack.push(row.unitId);
    }
    await recordAudit(tx, by, 'translation.undo-import', {
      import: importId,
      language,
      put_back: putBack.length,
      kept,
      units: putBack.slice(0, unitsListed),
      ...(putBack.length > unitsListed ? { units_left_out: putBack.length - unitsListed } : {}),
    });
    return { import: importId, language, putBack, kept };
  });
}

type ChangeRow = typeof textChanges.$inferSelect;

/**
 * The history entries the import wrote: its span, its source, its transaction's time (compared in SQL: a
 * JavaScript Date would drop the microseconds PostgreSQL keeps).
 */
async function importedChanges(tx: Tx, [first, last]: [number, number]): Promise<ChangeRow[]> {
  const start = sql`(SELECT changed_at FROM text_changes WHERE id = ${first})`;
  return tx
    .select()
    .from(textChanges)
    .where(and(between(textChanges.id, first, last), eq(textChanges.source, 'import'), sql`${textChanges.changedAt} = ${start}`))
    .orderBy(asc(textChanges.id));
}

async function changedSince(tx: Tx, row: ChangeRow): Promise<boolean> {
  const later = await tx
    .select({ id: textChanges.id })
    .from(textChanges)
    .where(and(eq(textChanges.unitId, row.unitId), eq(textChanges.language, row.language), gt(textChanges.id, row.id)))
    .limit(1);
  return later.length > 0;
}

async function restoreState(tx: Tx, unitId: string, language: string, state: 'needs-review' | 'reviewed') {
  await tx.execute(sql`
    INSERT INTO translation_states (unit_id, language, state) VALUES (${unitId}, ${language}, ${state})
    ON CONFLICT (unit_id, language) DO UPDATE SET state = ${state}, updated_at = now()`);
}
