import type { Db } from '../../db/client';
import type { AuditActor } from '../audit/actor';
import { readContentUnits } from './content-units';
import { type ExportedFile, type ExportFormat, exportedFile } from './exported-file';
import { changeCounts, findChange, revertChange, unitHistory } from './history';
import { FileRefusal } from './imported-file';
import { applyContentImport, applyInterfaceImport } from './import-apply';
import { readInterfaceUnits } from './interface-units';
import { type Overview, reviewOverview } from './overview';
import { type ImportPreview, previewImport } from './preview';
import { readFile } from './read-file';
import { UnknownText } from './translation-errors';
import { type LanguageCode, languageCodes } from '../../../contract/languages';
import type { TargetLanguage, UnitKind, UnitSet } from './units';

export type { ExportedFile, ExportFormat } from './exported-file';
export { readFile } from './read-file';
export { PreviewOutdated, UnknownText } from './translation-errors';

const targets = languageCodes.filter((code): code is TargetLanguage => code !== 'en');

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

  return {
    async exportFile(kind: UnitKind, language: TargetLanguage, format: ExportFormat): Promise<ExportedFile> {
      return exportedFile(await unitsOf(kind, language), kind, language, format);
    },

    async preview(text: string, expectedLanguage?: TargetLanguage): Promise<ImportPreview> {
      const file = await readFile(text);
      if (expectedLanguage && file.language !== expectedLanguage) {
        throw new FileRefusal('wrong-language', `The file is for "${file.language}", not for "${expectedLanguage}".`);
      }
      return previewImport(await unitsOf(file.kind, file.language), file);
    },

    /** Counts per language, and one language's texts beside another's, for reviewers. */
    async overview(kind: UnitKind, source: LanguageCode, target: TargetLanguage): Promise<Overview> {
      const sets = await Promise.all(targets.map((language) => unitsOf(kind, language)));
      const changes = kind === 'content' ? await changeCounts(database(), target) : undefined;
      return reviewOverview(sets, source, target, changes);
    },

    history,

    /** Puts a translation back to its value before change `changeId`; answers the text's history after it. */
    async revert(changeId: number, by: AuditActor) {
      const change = await findChange(database(), changeId);
      const language = targets.find((code) => code === change?.language);
      // English is the editor's (and the source of every export): the history view is for translations.
      if (!change || !language || !(await unitHistory(database(), change.unitId, language))) throw new UnknownText('change');
      await revertChange(database(), changeId, by);
      return history(change.unitId, language);
    },

    /** Applies a previewed content import in one transaction, if the texts still give the same preview. */
    async applyContent(text: string, digest: string, by: AuditActor): Promise<ImportPreview> {
      return applyContentImport(database(), text, digest, by);
    },

    /** Writes a previewed interface import into locales/<lng>/translation.json (CLI in the repository). */
    async applyInterface(text: string, digest: string): Promise<ImportPreview> {
      return applyInterfaceImport(localesDir, text, digest);
    },
  };
}

export type Translations = ReturnType<typeof createTranslations>;
