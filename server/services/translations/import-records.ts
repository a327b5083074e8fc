import { and, desc, eq, gt, inArray, max, min, sql } from 'drizzle-orm';
import type { AuditDetails } from '../../../contract/api/audit-details';
import type { TranslationImportWire } from '../../../contract/api/translations';
import { auditEntries, textChanges, translationStates } from '../../db/schema';
import type { Tx } from './content-writes';
import type { TargetLanguage } from './units';

type Executor = Pick<Tx, 'select'>;
type ImportDetails = AuditDetails['translation.import'];
type UndoDetails = AuditDetails['translation.undo-import'];

/** The newest entry of the texts' history (0 when there is none). */
export async function lastChangeId(tx: Executor): Promise<number> {
  const [row] = await tx.select({ id: max(textChanges.id) }).from(textChanges);
  return row?.id ?? 0;
}

/**
 * The first and last history entry this transaction's import wrote after `since`: entries of the same source
 * and transaction time (now() is the transaction's start), so an editor's save meanwhile is not among them.
 */
export async function changesWrittenSince(tx: Executor, since: number): Promise<[number, number] | undefined> {
  const [row] = await tx
    .select({ first: min(textChanges.id), last: max(textChanges.id) })
    .from(textChanges)
    .where(and(gt(textChanges.id, since), eq(textChanges.source, 'import'), sql`${textChanges.changedAt} = now()`));
  return row?.first && row.last ? [row.first, row.last] : undefined;
}

/** The stored states ("needs-review", "reviewed") of these texts in `language`. */
export async function storedStates(tx: Executor, language: TargetLanguage, unitIds: string[]) {
  if (!unitIds.length) return {};
  const rows = await tx
    .select({ unitId: translationStates.unitId, state: translationStates.state })
    .from(translationStates)
    .where(and(eq(translationStates.language, language), inArray(translationStates.unitId, unitIds)));
  return Object.fromEntries(rows.map((row) => [row.unitId, row.state])) as Record<string, 'needs-review' | 'reviewed'>;
}

/** The audit entry of the import this transaction just recorded. */
export async function thisTransactionsImport(tx: Executor): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: auditEntries.id })
    .from(auditEntries)
    .where(and(eq(auditEntries.action, 'translation.import'), sql`${auditEntries.at} = now()`))
    .orderBy(desc(auditEntries.id))
    .limit(1);
  return row?.id;
}

export interface ImportRecord {
  id: number;
  at: Date;
  by: string;
  details: ImportDetails;
  undone?: { at: Date; by: string };
}

/** The most imports the page lists. */
const listed = 50;

/** The imports of questionnaire texts (of `language`, when given), newest first, each with its undoing if any. */
export async function importRecords(db: Executor, language?: TargetLanguage, id?: number): Promise<ImportRecord[]> {
  const rows = await db
    .select()
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.action, 'translation.import'),
        language ? sql`${auditEntries.details} ->> 'language' = ${language}` : undefined,
        id === undefined ? undefined : eq(auditEntries.id, id),
      ),
    )
    .orderBy(desc(auditEntries.id))
    .limit(listed);
  if (!rows.length) return [];
  const undoings = await db
    .select()
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.action, 'translation.undo-import'),
        inArray(
          sql`(${auditEntries.details} ->> 'import')::bigint`,
          rows.map((row) => row.id),
        ),
      ),
    );
  const undoneBy = new Map(
    undoings.map((u) => [(u.details as unknown as UndoDetails).import, { at: u.at, by: u.actor }] as const),
  );
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    by: row.actor,
    details: row.details as unknown as ImportDetails,
    ...(undoneBy.has(row.id) ? { undone: undoneBy.get(row.id) } : {}),
  }));
}

export function importWire(record: ImportRecord): TranslationImportWire {
  const { details } = record;
  return {
    id: record.id,
    at: record.at.toISOString(),
    by: record.by,
    language: details.language as TargetLanguage,
    format: details.format as TranslationImportWire['format'],
    changed: details.changed,
    ...(record.undone ? { undone: { at: record.undone.at.toISOString(), by: record.undone.by } } : {}),
    undoable: !record.undone && details.changes !== undefined,
  };
}
