import type { TranslationImportWire, UndoImportAnswerWire } from '../../../contract/api/translations';
import { commandLineActor } from '../audit/actor';
import { ImportAlreadyUndone, type Translations, UnknownImport } from './translations';
import type { TargetLanguage } from './units';

export const importsUsage = `  npm run cli -- translations imports [--language <hu>]
      Lists the imports of questionnaire texts, newest first, each with its number.
  npm run cli -- translations undo-import <number>
      Undoes that whole import: its texts go back, except those changed again since (listed).`;

/** "#12  2026-11-20 10:30 UTC  hu  xliff-2.0  3 texts  eva@example.org  (undone …)", one import a line. */
export function describeImports(imports: readonly TranslationImportWire[]): string {
  if (!imports.length) return 'No imports of questionnaire texts.';
  const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
  return imports
    .map((i) => {
      const state = i.undone
        ? `undone ${when(i.undone.at)} by ${i.undone.by}`
        : i.undoable
          ? 'can be undone'
          : 'cannot be undone';
      return `#${i.id}  ${when(i.at)}  ${i.language}  ${i.format}  ${i.changed} text(s)  ${i.by}  (${state})`;
    })
    .join('\n');
}

export function describeUndo(answer: UndoImportAnswerWire): string {
  const lines = [`Import #${answer.import} undone: ${answer.putBack} text(s) put back.`];
  if (answer.kept.length) lines.push(`Changed again since the import, kept as they are: ${answer.kept.length}.`);
  for (const text of answer.kept) lines.push(`  kept  ${text.id}: ${text.where}`);
  return lines.join('\n');
}

/** `translations imports` and `translations undo-import <number>` (docs/translations.md "Undoing an import"). */
export async function importsCommand(
  action: 'imports' | 'undo-import',
  number: string | undefined,
  language: TargetLanguage | undefined,
  translations: Translations,
): Promise<number> {
  if (action === 'imports') {
    console.log(describeImports(await translations.imports(language)));
    return 0;
  }
  const id = Number(number);
  if (!Number.isSafeInteger(id) || id <= 0) {
    console.error(`translations undo-import needs the import's number (see translations imports), got "${number ?? ''}".`);
    return 2;
  }
  try {
    console.log(describeUndo(await translations.undoImport(id, commandLineActor())));
    return 0;
  } catch (error) {
    if (!(error instanceof UnknownImport || error instanceof ImportAlreadyUndone)) throw error;
    console.error(error.message);
    return 1;
  }
}
