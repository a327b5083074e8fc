import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { refusalReasonKeys } from '../../../contract/api/translations';
import { isLanguageCode } from '../../../contract/languages';
import { readConfig } from '../../config';
import { projectTexts as texts } from '../../i18n/server-texts';
import { openDatabase } from '../../db/client';
import { migrate } from '../../db/migrate';
import { commandLineActor } from '../audit/actor';
import { FileRefusal } from './imported-file';
import { importsCommand, importsUsage } from './imports-command';
import type { ImportPreview, PreviewEntry } from './preview';
import { type ExportFormat, createTranslations, readFile } from './translations';
import type { TargetLanguage, UnitKind } from './units';

export const translationsUsage = `  npm run cli -- translations export --language <hu> [--texts questionnaire|interface]
      [--format xliff-2.0|xliff-1.2|csv] --out <file>
      Writes every text in English and in the language, with where it appears and its state.
  npm run cli -- translations import <file> [--language <hu>] [--yes]
      Checks every unit and shows what would change; with --yes (or when you answer y) applies it:
      questionnaire texts to the database, interface texts to locales/<language>/translation.json
      (and server.json, the server's own texts: keys named server:…).
      [--locales <dir>] works on another copy of locales/.
${importsUsage}`;

/** A wrong argument of the translations command (exit code 2). */
export class TranslationsInputError extends Error {}

const formats: readonly ExportFormat[] = ['xliff-2.0', 'xliff-1.2', 'csv'];

export async function translationsCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      language: { type: 'string' },
      texts: { type: 'string', default: 'questionnaire' },
      format: { type: 'string', default: 'xliff-2.0' },
      out: { type: 'string' },
      yes: { type: 'boolean', default: false },
      locales: { type: 'string' },
    },
  });
  const [action, file] = positionals;
  const language = values.language;
  if (language !== undefined && (!isLanguageCode(language) || language === 'en')) {
    throw new TranslationsInputError(`--language must be one of cs, sk, de, hu, hr, bg, sl, sr, bs, got "${language}".`);
  }
  const config = readConfig();
  const localesDir = path.resolve(values.locales ?? config.localesDir);
  if (action === 'export') {
    const kind = kindOf(values.texts ?? '');
    const format = values.format as ExportFormat;
    if (!language || !values.out || !formats.includes(format)) {
      throw new TranslationsInputError(`translations export needs --language, --out and a --format of ${formats.join(', ')}.`);
    }
    const exported = await withTranslations(localesDir, kind, (t) => t.exportFile(kind, language, format));
    fs.writeFileSync(values.out, exported.body);
    console.log(`Written ${values.out}.`);
    return 0;
  }
  if (action === 'imports' || action === 'undo-import')
    return withTranslations(localesDir, 'content', (t) => importsCommand(action, file, language, t));
  if (action !== 'import' || !file)
    throw new TranslationsInputError(`Use translations export or translations import <file>.\n${translationsUsage}`);
  return importFile(fs.readFileSync(file, 'utf8'), localesDir, language, values.yes ?? false);
}

function kindOf(texts: string): UnitKind {
  if (texts === 'questionnaire') return 'content';
  if (texts === 'interface') return 'interface';
  throw new TranslationsInputError(`--texts is questionnaire or interface, got "${texts}".`);
}

async function importFile(text: string, localesDir: string, language: TargetLanguage | undefined, yes: boolean) {
  try {
    const kind = (await readFile(text)).kind;
    return await withTranslations(localesDir, kind, async (t) => {
      const preview = await t.preview(text, language);
      console.log(describePreview(preview));
      if (preview.changed.length === 0) return 0;
      if (!yes && !(await confirmed(preview.changed.length))) {
        console.log('Nothing applied.');
        return 0;
      }
      await (kind === 'content'
        ? t.applyContent(text, preview.digest, commandLineActor())
        : t.applyInterface(text, preview.digest));
      console.log(`Applied ${preview.changed.length} change(s).`);
      return 0;
    });
  } catch (error) {
    if (!(error instanceof FileRefusal)) throw error;
    console.error(`The file is refused: ${error.detail}`);
    return 1;
  }
}

/** Opens the database only for questionnaire texts: interface strings need none. */
async function withTranslations<T>(
  localesDir: string,
  kind: UnitKind,
  work: (t: ReturnType<typeof createTranslations>) => Promise<T>,
) {
  if (kind === 'interface') return work(createTranslations({ db: undefined, localesDir }));
  const config = readConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
  });
  try {
    await migrate(database);
    return await work(createTranslations({ db: database.db, localesDir }));
  } finally {
    await database.close();
  }
}

/** The reason in English, and the placeholder a translation lost or added. */
function refusalInWords(entry: PreviewEntry): string {
  if (!entry.reason) return '';
  const reason = texts('en', refusalReasonKeys[entry.reason]);
  const { placeholder } = entry;
  if (!placeholder) return reason;
  const key = placeholder.problem === 'missing' ? 'TRANSLATIONS.PLACEHOLDER_MISSING' : 'TRANSLATIONS.PLACEHOLDER_ADDED';
  return `${reason} ${texts('en', key, { code: placeholder.code })}`;
}

export function describePreview(p: ImportPreview): string {
  const lines = [
    `${p.changed.length} changed, ${p.unchanged} unchanged, ${p.refused.length} refused (${p.format}, ${p.language}).`,
  ];
  for (const c of p.changed)
    lines.push(
      `  changed  ${c.key}: ${JSON.stringify(c.before ?? '')} -> ${JSON.stringify(c.after)}${c.reviewed ? ' (reviewed)' : ''}`,
    );
  for (const r of p.refused) lines.push(`  refused  ${r.key}: ${refusalInWords(r)}`);
  return lines.join('\n');
}

async function confirmed(count: number): Promise<boolean> {
  if (!process.stdin.isTTY) {
    console.log('Run again with --yes to apply.');
    return false;
  }
  const prompt = readline.createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^y(es)?$/i.test((await prompt.question(`Apply ${count} change(s)? [y/N] `)).trim());
  } finally {
    prompt.close();
  }
}
