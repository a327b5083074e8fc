import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { flattenLocale, type LocaleTree } from '../../../locales/locale-files';
import { type TargetLanguage, type TranslationUnit, type UnitSet, unitState } from './units';

/** The interface strings of `locales/` (part of the build, so they change through the CLI in the repository). */
export function readInterfaceUnits(localesDir: string, language: TargetLanguage): UnitSet {
  const english = flattenLocale(readTree(localesDir, 'en'));
  const target = flattenLocale(readTree(localesDir, language));
  const units = Object.entries(english).map(
    ([key, source]): TranslationUnit => ({
      id: interfaceUnitId(key),
      key,
      where: `Interface text ${key.split('.')[0]}`,
      source,
      target: target[key],
      state: unitState(target[key], undefined),
      maxLength: interfaceMaxLength(source),
    }),
  );
  return { kind: 'interface', language, units };
}

/** XLIFF 2.0 unit ids are NMTOKENs (no spaces), and some keys are English sentences: a digest of the key. */
export const interfaceUnitId = (key: string) => `ui-${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;

/** Room for a language that needs three times the English, and for very short labels. */
export const interfaceMaxLength = (source: string) => Math.max(60, source.length * 3);

function localeFile(localesDir: string, language: string) {
  return path.join(localesDir, language, 'translation.json');
}

function readTree(localesDir: string, language: string): LocaleTree {
  return JSON.parse(fs.readFileSync(localeFile(localesDir, language), 'utf8')) as LocaleTree;
}

/**
 * Writes the changed strings into the language's file, keeping the English file's key order; the file is
 * replaced in one rename, so a reader never sees half of it.
 */
export function writeInterfaceTexts(localesDir: string, language: TargetLanguage, changes: ReadonlyMap<string, string>) {
  const tree = readTree(localesDir, language);
  for (const [key, value] of changes) setPath(tree, key.split('.'), value);
  const ordered = orderLike(readTree(localesDir, 'en'), tree);
  const file = localeFile(localesDir, language);
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(ordered, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

/** No locale key holds a dot (BACKEND-RESPONSES keys never do, locale-keys.test.ts checks), so a dotted key is a path. */
function setPath(tree: LocaleTree, parts: string[], value: string) {
  const [head, ...rest] = parts;
  if (head === undefined) return;
  if (rest.length === 0) {
    tree[head] = value;
    return;
  }
  if (typeof tree[head] !== 'object') tree[head] = {};
  setPath(tree[head] as LocaleTree, rest, value);
}

function orderLike(model: LocaleTree, tree: LocaleTree): LocaleTree {
  const out: LocaleTree = {};
  for (const key of Object.keys(model)) {
    const value = tree[key];
    const shape = model[key];
    if (value === undefined) continue;
    out[key] = typeof value === 'object' && typeof shape === 'object' ? orderLike(shape, value) : value;
  }
  for (const [key, value] of Object.entries(tree)) if (!(key in out)) out[key] = value;
  return out;
}
