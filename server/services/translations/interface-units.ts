import { createHash } from 'node:crypto';
import fs from 'node:fs';
import {
  flattenLocale,
  type LocaleNamespace,
  type LocaleTree,
  localeFilePath,
  localeNamespaces,
} from '../../../locales/locale-files';
import { interfaceLocation } from './interface-locations';
import { shortTextLimit } from './length-limits';
import { type TargetLanguage, type TranslationUnit, type UnitSet, unitState } from './units';

/**
 * The interface strings of `locales/`, every namespace (part of the build, so they change through the CLI in
 * the repository). A key of a namespace other than `translation` says it, as i18next writes it: `server:MAIL.…`.
 */
export function readInterfaceUnits(localesDir: string, language: TargetLanguage): UnitSet {
  const units = localeNamespaces.flatMap((ns) => {
    const english = flattenLocale(readTree(localesDir, 'en', ns));
    const target = flattenLocale(readTree(localesDir, language, ns));
    return Object.entries(english).map(([localeKey, source]): TranslationUnit => {
      const key = ns === 'translation' ? localeKey : `${ns}:${localeKey}`;
      return {
        id: interfaceUnitId(key),
        key,
        where: interfaceLocation(key),
        source,
        target: target[localeKey],
        state: unitState(target[localeKey], undefined),
        maxLength: interfaceMaxLength(source),
      };
    });
  });
  return { kind: 'interface', language, units };
}

/** The namespace a unit's key names (`server:MAIL.SUBJECT`), `translation` when it names none. */
function namespaceOf(key: string): { ns: LocaleNamespace; localeKey: string } {
  const ns = localeNamespaces.find((name) => name !== 'translation' && key.startsWith(`${name}:`));
  return ns ? { ns, localeKey: key.slice(ns.length + 1) } : { ns: 'translation', localeKey: key };
}

/** XLIFF 2.0 unit ids are NMTOKENs (no spaces), and some keys are English sentences: a digest of the key. */
export const interfaceUnitId = (key: string) => `ui-${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;

/** Interface texts have no editor: every one gets the limit of a text in a place of fixed size (length-limits.ts). */
export const interfaceMaxLength = (source: string) => shortTextLimit(source, Number.POSITIVE_INFINITY);

function readTree(localesDir: string, language: string, ns: LocaleNamespace): LocaleTree {
  return JSON.parse(fs.readFileSync(localeFilePath(localesDir, language, ns), 'utf8')) as LocaleTree;
}

/**
 * Writes the changed strings into the language's file of their namespace, keeping the English file's key
 * order; each file is replaced in one rename, so a reader never sees half of it.
 */
export function writeInterfaceTexts(localesDir: string, language: TargetLanguage, changes: ReadonlyMap<string, string>) {
  for (const ns of localeNamespaces) {
    const ours = [...changes].map(([key, value]) => ({ ...namespaceOf(key), value })).filter((c) => c.ns === ns);
    if (!ours.length) continue;
    const tree = readTree(localesDir, language, ns);
    for (const { localeKey, value } of ours) setPath(tree, localeKey.split('.'), value);
    const ordered = orderLike(readTree(localesDir, 'en', ns), tree);
    const file = localeFilePath(localesDir, language, ns);
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, `${JSON.stringify(ordered, null, 2)}\n`);
    fs.renameSync(temporary, file);
  }
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
