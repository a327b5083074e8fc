import type { Db } from '../../db/client';
import { readContentUnits } from './content-units';
import { markReviewed, markSource, writeUnitText } from './content-writes';
import { readCsv, writeCsv } from './csv-files';
import { changeCounts, findChange, revertChange, unitHistory } from './history';
import { FileRefusal, type ImportedFile } from './imported-file';
import { readInterfaceUnits, writeInterfaceTexts } from './interface-units';
import { type Overview, reviewOverview } from './overview';
import { type ImportPreview, previewImport } from './preview';
import { type LanguageCode, languageCodes } from '../../../contract/languages';
import type { TargetLanguage, UnitKind, UnitSet } from './units';
import { readXliff, writeXliff } from './xliff-files';

const targets = languageCodes.filter((code): code is TargetLanguage => code !== 'en');

export type ExportFormat = 'xliff-2.0' | 'xliff-1.2' | 'csv';

export interface ExportedFile {
  fileName: string;
  mediaType: string;
  body: string;
}

/** No such text in the questionnaire, or no such change in its history (the route's 404). */
export class UnknownText extends Error {
  override name = 'UnknownText';
  constructor(readonly what: 'text' | 'change') {
    super(what === 'text' ? 'No such questionnaire text.' : 'No such change of a questionnaire text.');
  }
}

/** The preview staff confirmed no longer matches the texts (someone changed them meanwhile). */
export class PreviewOutdated extends Error {
  override name = 'PreviewOutdated';
}

/**
 * Export, check, preview and apply translations: questionnaire texts in the database (`db`),
 * interface strings in `localesDir` (no database needed for those).
 */
export function createTranslations({ db: givenDb, localesDir }: { db: Db | undefined; localesDir: string }) {
  const database = () => {
    if (!givenDb) throw new Error('Questionnaire texts need the database.');
    return givenDb;
  };
  const unitsOf = (kind: UnitKind, language: TargetLanguage): Promise<UnitSet> | UnitSet =>
    kind === 'content' ? readContentUnits(database(), language) : readInterfaceUnits(localesDir, language);

  /** One questionnaire text's history in one language, newest first. */
  async function history(unitId: string, language: TargetLanguage) {
    const found = await unitHistory(database(), unitId, language);
    if (!found) throw new UnknownText('text');
    return found;
  }

  async function preview(text: string, expectedLanguage?: TargetLanguage): Promise<ImportPreview> {
    const file = await readFile(text);
    if (expectedLanguage && file.language !== expectedLanguage) {
      throw new FileRefusal('wrong-language', `The file is for "${file.language}", not for "${expectedLanguage}".`);
    }
    return previewImport(await unitsOf(file.kind, file.language), file);
  }

  return {
    async exportFile(kind: UnitKind, language: TargetLanguage, format: ExportFormat): Promise<ExportedFile> {
      const set = await unitsOf(kind, language);
      const name = `${kind === 'content' ? 'questionnaire' : 'interface'}-${language}`;
      if (format === 'csv') return { fileName: `${name}.csv`, mediaType: 'text/csv; charset=utf-8', body: writeCsv(set) };
      const version = format === 'xliff-2.0' ? '2.0' : '1.2';
      const body = await writeXliff(set, version);
      return { fileName: version === '2.0' ? `${name}.xlf` : `${name}.xliff12.xlf`, mediaType: 'application/xliff+xml', body };
    },

    preview,

    /** Counts per language, and one language's texts beside another's, for reviewers. */
    async overview(kind: UnitKind, source: LanguageCode, target: TargetLanguage): Promise<Overview> {
      const sets = await Promise.all(targets.map((language) => unitsOf(kind, language)));
      const changes = kind === 'content' ? await changeCounts(database(), target) : undefined;
      return reviewOverview(sets, source, target, changes);
    },

    history,

    /** Puts a translation back to its value before change `changeId`; answers the text's history after it. */
    async revert(changeId: number, actor: number | undefined) {
      const change = await findChange(database(), changeId);
      const language = targets.find((code) => code === change?.language);
      // English is the editor's (and the source of every export): the history view is for translations.
      if (!change || !language || !(await unitHistory(database(), change.unitId, language))) throw new UnknownText('change');
      await revertChange(database(), changeId, actor);
      return history(change.unitId, language);
    },

    /** Applies a previewed content import in one transaction, if the texts still give the same preview. */
    async applyContent(text: string, digest: string, actor: number | undefined): Promise<ImportPreview> {
      return database().transaction(async (tx) => {
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
    },

    /** Writes a previewed interface import into locales/<lng>/translation.json (CLI in the repository). */
    async applyInterface(text: string, digest: string): Promise<ImportPreview> {
      const file = await readFile(text);
      if (file.kind !== 'interface')
        throw new FileRefusal('not-ours', 'This file holds questionnaire texts, not interface texts.');
      const result = previewImport(readInterfaceUnits(localesDir, file.language), file);
      if (result.digest !== digest) throw new PreviewOutdated('The texts changed since the preview: preview the file again.');
      writeInterfaceTexts(localesDir, file.language, new Map(result.changed.map((c) => [c.key, c.after])));
      return result;
    },
  };
}

export type Translations = ReturnType<typeof createTranslations>;

/** XLIFF when the text is XML, else CSV; an empty file is refused. */
export async function readFile(text: string): Promise<ImportedFile> {
  const body = text.replace(/^\uFEFF/, '').trimStart();
  if (body === '') throw new FileRefusal('empty', 'The file is empty.');
  return body.startsWith('<') ? readXliff(body) : readCsv(text);
}
