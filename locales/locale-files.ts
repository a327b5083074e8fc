import fs from 'node:fs';
import path from 'node:path';
import { languageCodes } from '../contract/languages';

export type LocaleTree = { [key: string]: string | LocaleTree };

const dir = import.meta.dirname;

export function readLocale(lng: string): LocaleTree {
  return JSON.parse(fs.readFileSync(path.join(dir, lng, 'translation.json'), 'utf8')) as LocaleTree;
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

export const allLocales = () => Object.fromEntries(languageCodes.map((lng) => [lng, flattenLocale(readLocale(lng))]));
