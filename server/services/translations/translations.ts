import { type LanguageCode, languageCodes } from '../../../contract/languages';
import type { Db } from '../../db/client';
import type { AuditActor } from '../audit/actor';
import { readContentUnits } from './content-units';
import { type ExportedFile, type ExportFormat, exportedFile } from './exported-file';
import { changeCounts, findChange, revertChange, unitHistory } from './history';
import { applyContentImport, applyInterfaceImport } from './import-apply';
import { importRecords, importWire } from './import-records';
import { undoImport } from './import-undo';
import { readInterfaceUnits } from './interface-units';
import { type Overview, reviewOverview } from './overview';
import { type ImportPreview, previewImport } from './preview';
import { readFile } from './read-file';
import { OtherLanguageFile, UnknownText } from './translation-errors';
import type { TargetLanguage, UnitKind, UnitSet } from './units';
import { type Placed, previewWithPlaces, withPlaces } from './with-places';

export type { ExportedFile, ExportFormat } from './exported-file';
export { readFile } from './read-file';
export { ImportAlreadyUndone, OtherLanguageFile, PreviewOutdated, UnknownImport, UnknownText } from './translation-errors';

const targets = languageCodes.filter((code): code is TargetLanguage => code !== 'en');

/**
 * Export, check, preview and apply translations: questionnaire texts in the database (`db`),
 * interface strings in `localesDir` (no database needed for those). `display` is the reader's language, in
 * which the questionnaire's places are named.
 */
export function createTranslations({ db: givenDb, localesDir }: { db: Db | undefined; localesDir: string }) {
  const database = () => {
    if (!givenDb) throw new Error('Questionnaire texts need the database.');
    return givenDb;
  };
  const unitsOf = (kind: UnitKind, language: TargetLanguage): Promise<UnitSet> | UnitSet =>
    kind === 'content' ? readContentUnits(database(), language) : readInterfaceUnits(localesDir, language);

  const placed = <T extends { id: string }>(kind: UnitKind, items: T[], display: LanguageCode) =>
    withPlaces(database, kind, items, display);
  const placedPreview = (preview: ImportPreview, display: LanguageCode) => previewWithPlaces(database, preview, display);

  /** One questionnaire text's history in one language, newest first. */
  async function history(unitId: string, language: TargetLanguage, display: LanguageCode = 'en') {
    const found = await unitHistory(database(), unitId, language);
    if (!found) throw new UnknownText('text');
    const [withPlace] = await placed('content', [{ ...found, id: found.unit }], display);
    const { id: _, ...rest } = withPlace!;
    return rest;
  }

  return {
    async exportFile(kind: UnitKind, language: TargetLanguage, format: ExportFormat): Promise<ExportedFile> {
      return exportedFile(await unitsOf(kind, language), kind, language, format);
    },

    async preview(text: string, expectedLanguage?: TargetLanguage, display: LanguageCode = 'en'): Promise<ImportPreview> {
      const file = await readFile(text);
      if (expectedLanguage && file.language !== expectedLanguage) throw new OtherLanguageFile(file.language, expectedLanguage);
      return placedPreview(previewImport(await unitsOf(file.kind, file.language), file), display);
    },

    /** Counts per language, and one language's texts beside another's, for reviewers. */
    async overview(
      kind: UnitKind,
      source: LanguageCode,
      target: TargetLanguage,
      display: LanguageCode = 'en',
    ): Promise<Overview> {
      const sets = await Promise.all(targets.map((language) => unitsOf(kind, language)));
      const changes = kind === 'content' ? await changeCounts(database(), target) : undefined;
      const overview = reviewOverview(sets, source, target, changes);
      return { ...overview, units: await placed(kind, overview.units, display) };
    },

    history,

    /** Puts a translation back to its value before change `changeId`; answers the text's history after it. */
    async revert(changeId: number, by: AuditActor, display: LanguageCode = 'en') {
      const change = await findChange(database(), changeId);
      const language = targets.find((code) => code === change?.language);
      // English is the editor's (and the source of every export): the history view is for translations.
      if (!change || !language || !(await unitHistory(database(), change.unitId, language))) throw new UnknownText('change');
      await revertChange(database(), changeId, by);
      return history(change.unitId, language, display);
    },

    /** Applies a previewed content import in one transaction, if the texts still give the same preview. */
    async applyContent(text: string, digest: string, by: AuditActor, display: LanguageCode = 'en'): Promise<ImportPreview> {
      return placedPreview(await applyContentImport(database(), text, digest, by), display);
    },

    /** Writes a previewed interface import into locales/<lng>/translation.json (CLI in the repository). */
    async applyInterface(text: string, digest: string): Promise<ImportPreview> {
      return applyInterfaceImport(localesDir, text, digest);
    },

    ...importUndoing(database, placed),
  };
}

/** The imports of questionnaire texts, and undoing one as a whole. */
function importUndoing(
  database: () => Db,
  placed: <T extends { id: string }>(kind: UnitKind, items: T[], display: LanguageCode) => Promise<Placed<T>[]>,
) {
  return {
    /** The imports of questionnaire texts, newest first, with whether each can still be undone. */
    async imports(language?: TargetLanguage) {
      return (await importRecords(database(), language)).map(importWire);
    },

    /** Undoes a whole import; names the texts that changed again since and kept their newer wording. */
    async undoImport(importId: number, by: AuditActor, display: LanguageCode = 'en') {
      const undone = await undoImport(database(), importId, by);
      const language = undone.language as TargetLanguage;
      const units = new Map((await readContentUnits(database(), language)).units.map((u) => [u.id, u.where]));
      const kept = undone.kept.map((id) => ({ id, where: units.get(id) ?? id }));
      return { import: undone.import, putBack: undone.putBack.length, kept: await placed('content', kept, display) };
    },
  };
}

export type Translations = ReturnType<typeof createTranslations>;
