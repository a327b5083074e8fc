import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '../contract/languages';
import { allLocales, localeNamespaces } from './locale-files';

const root = path.resolve(import.meta.dirname, '..');
const byNamespace = Object.fromEntries(localeNamespaces.map((ns) => [ns, allLocales(ns)]));
const locales = allLocales();
const english = locales.en ?? {};
const englishServer = byNamespace.server?.en ?? {};

/** Values that are the same word in a language as in English (names, abbreviations). */
const sameAsEnglishAllowed = new Set(['CSV', 'OK', 'E-mail', 'Email', 'ID', 'SCL', 'PDF', 'Skills 55+']);
const withoutPlaceholders = (value: string) => value.replace(/\{\{[^}]+\}\}/g, '');

function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.(test|stories|examples)\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** String literals in code that have the shape of a translation key, e.g. 'VALIDATION.REQUIRED'. */
function keysUsedInCode(): Map<string, string> {
  const used = new Map<string, string>();
  // Every section name starts with two letters: SPSS formats such as 'F8.0' are not keys.
  const literal = /['"`]((?:[A-Z]{2}[A-Z0-9_-]*)(?:\.[A-Z0-9][A-Za-z0-9_-]*)+)['"`]/g;
  for (const file of ['app', 'ui', 'server', 'contract'].flatMap(sourceFiles)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(literal)) {
      const key = match[1] as string;
      if (key.startsWith('BACKEND-RESPONSES.')) continue; // server sentences: checked below
      used.set(key, path.relative(root, file));
    }
  }
  return used;
}

describe.each(localeNamespaces)('the locale files of the namespace %s', (ns) => {
  const files = byNamespace[ns] ?? {};
  const source = files.en ?? {};
  it.each(languageCodes.filter((l) => l !== 'en'))('%s has exactly the keys of en', (lng) => {
    const keys = Object.keys(files[lng] ?? {});
    expect(
      keys.filter((k) => !(k in source)),
      `keys in ${lng} but not in en`,
    ).toEqual([]);
    expect(
      Object.keys(source).filter((k) => !keys.includes(k)),
      `keys in en missing from ${lng}`,
    ).toEqual([]);
  });

  it.each(languageCodes)('%s has no empty value', (lng) => {
    expect(
      Object.entries(files[lng] ?? {})
        .filter(([, v]) => v.trim() === '')
        .map(([k]) => k),
    ).toEqual([]);
  });

  it.each(languageCodes.filter((l) => l !== 'en'))('%s is translated, not copied from English', (lng) => {
    const copied = Object.entries(files[lng] ?? {})
      .filter(([k, v]) => v === source[k] && !sameAsEnglishAllowed.has(v) && /[a-z]{4}/.test(withoutPlaceholders(v)))
      .map(([k]) => k);
    expect(copied).toEqual([]);
  });

  it.each(['bg', 'sr'])('%s is written in Cyrillic', (lng) => {
    const latinOnly = Object.entries(files[lng] ?? {})
      .filter(([, v]) => /[A-Za-z]{4}/.test(withoutPlaceholders(v)) && !/[\u0400-\u04FF]/.test(v))
      .filter(([, v]) => !sameAsEnglishAllowed.has(v))
      .map(([k]) => k);
    expect(latinOnly).toEqual([]);
  });
});

describe('the locale files', () => {
  it('hold each key in one namespace only, as the server looks a key up in all of them', () => {
    expect(Object.keys(englishServer).filter((k) => k in english)).toEqual([]);
  });

  it('has every key the code uses, in every language', () => {
    const missing = [...keysUsedInCode()]
      .filter(([key]) => !(key in english) && !(key in englishServer))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('translates every sentence the server answers with', async () => {
    const { messages, staffMessages, surveyMessages, translationMessages } = await import('../contract/messages');
    const all = [
      ...Object.values(messages),
      ...Object.values(surveyMessages),
      ...Object.values(staffMessages),
      ...Object.values(translationMessages),
    ];
    const sentences = all.map((m) => `BACKEND-RESPONSES.${m.en}`);
    expect(sentences.filter((key) => !(key in english))).toEqual([]);
    for (const m of all) expect(m.en, 'a dot would split the i18next key').not.toContain('.');
  });
});
