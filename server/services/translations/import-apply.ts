import type { AuditDetails } from '../../../contract/api/audit-details';
import type { Db } from '../../db/client';
import type { AuditActor } from '../audit/actor';
import { recordAudit } from '../audit/record';
import { readContentUnits } from './content-units';
import { markReviewed, markSource, writeUnitText } from './content-writes';
import { changesWrittenSince, lastChangeId, storedStates, thisTransactionsImport } from './import-records';
import { FileRefusal } from './imported-file';
import { readInterfaceUnits, writeInterfaceTexts } from './interface-units';
import { type ImportPreview, previewImport } from './preview';
import { readFile } from './read-file';
import { PreviewOutdated } from './translation-errors';

/**
 * Applies a previewed content import in one transaction, if the texts still give the same preview. The audit
 * entry keeps what undoing the whole import needs (import-undo.ts): the span of the texts' history it wrote and
 * the states it replaced; the answer names that entry as `import`.
 */
export function applyContentImport(db: Db, text: string, digest: string, by: AuditActor): Promise<ImportPreview> {
  return db.transaction(async (tx) => {
    const file = await readFile(text);
    if (file.kind !== 'content')
      throw new FileRefusal('not-ours', 'Interface texts are imported with the CLI in the repository.');
    const result = previewImport(await readContentUnits(tx, file.language), file);
    if (result.digest !== digest) throw new PreviewOutdated('The texts changed since the preview: preview the file again.');
    const statesBefore = await storedStates(
      tx,
      file.language,
      result.changed.map((change) => change.id),
    );
    const historyBefore = await lastChangeId(tx);
    await markSource(tx, 'import', by.actorId ?? undefined);
    for (const change of result.changed) {
      if (change.after !== change.before) await writeUnitText(tx, change.id, file.language, change.after);
      if (change.reviewed) await markReviewed(tx, change.id, file.language);
    }
    const changes = await changesWrittenSince(tx, historyBefore);
    await recordAudit(tx, by, 'translation.import', {
      ...importDetails(result),
      ...(changes ? { changes } : {}),
      ...(Object.keys(statesBefore).length ? { states_before: statesBefore } : {}),
    });
    return { ...result, import: await thisTransactionsImport(tx) };
  });
}

/** The most unit ids an import's audit entry lists; it counts the rest. */
const unitsListed = 200;

/** What an applied import changed, for the audit trail: its language and format, counts and unit ids. */
function importDetails(result: ImportPreview): AuditDetails['translation.import'] {
  const texts = result.changed.filter((change) => change.after !== change.before);
  const units = result.changed.map((change) => change.id);
  return {
    language: result.language,
    format: result.format,
    changed: texts.length,
    reviewed: result.changed.filter((change) => change.reviewed).length,
    unchanged: result.unchanged,
    refused: result.refused.length,
    units: units.slice(0, unitsListed),
    ...(units.length > unitsListed ? { units_left_out: units.length - unitsListed } : {}),
  };
}

/** Writes a previewed interface import into locales/<lng>/translation.json (CLI in the repository). */
export async function applyInterfaceImport(localesDir: string, text: string, digest: string): Promise<ImportPreview> {
  const file = await readFile(text);
  if (file.kind !== 'interface') throw new FileRefusal('not-ours', 'This file holds questionnaire texts, not interface texts.');
  const result = previewImport(readInterfaceUnits(localesDir, file.language), file);
  if (result.digest !== digest) throw new PreviewOutdated('The texts changed since the preview: preview the file again.');
  writeInterfaceTexts(localesDir, file.language, new Map(result.changed.map((c) => [c.key, c.after])));
  return result;
}
