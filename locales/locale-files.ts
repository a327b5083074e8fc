import fs from 'node:fs';
import path from 'node:path';
import { languageCodes } from '../contract/languages';

export type LocaleTree = { [key: string]: string | LocaleTree };

/**
 * The i18next namespaces of locales/<lng>/: `translation` is what the app loads (and the server reads too);
 * `server` holds what only the server writes (e-mails, the export and its codebook), so no browser loads it
 * (docs/translations.md, "Where every text lives").
 */
export const localeNamespaces = ['translation', 'server'] as const;
export type LocaleNamespace = (typeof localeNamespaces)[number];

const dir = import.meta.dirname;

export const localeFilePath = (localesDir: string, lng: string, ns: LocaleNamespace = 'translation') =>
  path.join(localesDir, lng, `${ns}.json`);

export function readLocale(lng: string, ns: LocaleNamespace = 'translation', localesDir = dir): LocaleTree {
  return JSON.parse(fs.readFileSync(localeFilePath(localesDir, lng, ns), 'utf8')) as LocaleTree;
}

/** { 'NAV.HOME': 'Home', … }: nested keys joined with dots, as i18next resolves them. */
export function flattenLocale(tree: LocaleTree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[prefix + key] = value;
    else Object.assign(out, flattenLocale(value, `${prefix}${key}.`));
  }
  return out;
}

export const allLocales = (ns: LocaleNamespace = 'translation') =>
  Object.fromEntries(languageCodes.map((lng) => [lng, flattenLocale(readLocale(lng, ns))]));
