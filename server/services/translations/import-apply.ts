import type { Db } from '../../db/client';
import { readContentUnits } from './content-units';
import { markReviewed, markSource, writeUnitText } from './content-writes';
import { FileRefusal } from './imported-file';
import { readInterfaceUnits, writeInterfaceTexts } from './interface-units';
import { type ImportPreview, previewImport } from './preview';
import { readFile } from './read-file';
import { PreviewOutdated } from './translation-errors';

/** Applies a previewed content import in one transaction, if the texts still give the same preview. */
export function applyContentImport(db: Db, text: string, digest: string, actor: number | undefined): Promise<ImportPreview> {
  return db.transaction(async (tx) => {
    const file = await readFile(text);
    if (file.kind !== 'content')
      throw new FileRefusal('not-ours', 'Interface texts are imported with the CLI in the repository.');
    const result = previewImport(await readContentUnits(tx, file.language), file);
    if (result.digest !== digest) throw new PreviewOutdated('The texts changed since the preview: preview the file again.');
    await markSource(tx, 'import', actor);
    for (const change of result.changed) {
      if (change.after !== change.before) await writeUnitText(tx, change.id, file.language, change.after);
      if (change.reviewed) await markReviewed(tx, change.id, file.language);
    }
    return result;
  });
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
