import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTexts, projectTexts } from './server-texts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'server-texts-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A locales/ folder of the 10 languages with the given trees (English's stands in for a missing language). */
function localesFolder(trees: Record<string, { translation: object; server: object }>) {
  const dir = fs.mkdtempSync(path.join(work, 'locales-'));
  for (const lng of ['en', 'cs', 'sk', 'de', 'hu', 'hr', 'bg', 'sl', 'sr', 'bs']) {
    const tree = trees[lng] ?? { translation: {}, server: {} };
    fs.mkdirSync(path.join(dir, lng));
    for (const [ns, content] of Object.entries(tree))
      fs.writeFileSync(path.join(dir, lng, `${ns}.json`), JSON.stringify(content));
  }
  return dir;
}

describe('given the locales of the project', () => {
  it('reads the app’s namespace and the server’s own, as i18next does', () => {
    expect(projectTexts('de', 'MAIL.RESET.SUBJECT')).toBe('Neues Passwort festlegen');
    expect(projectTexts('de', 'EXPORT.CODEBOOK_COLUMN')).toBe('Spalte');
    expect(projectTexts('cs', 'OPTIONS.GENDER.female')).toBe('Žena');
  });

  it('finds a sentence key with a colon in it', () => {
    expect(projectTexts('en', 'BACKEND-RESPONSES.The file cannot be read: it is not well-formed XLIFF or CSV')).toMatch(
      /^The file cannot be read/,
    );
  });
});

describe('given texts with placeholders', () => {
  const t = createTexts(
    localesFolder({
      en: { translation: { HELLO: 'Hello {{name}}, {{other}}', ONLY_EN: 'English only' }, server: { SIGN: 'The team' } },
      cs: { translation: { HELLO: 'Dobrý den {{name}}, {{other}}' }, server: { SIGN: 'Váš tým' } },
    }),
  );

  it('fills a placeholder with the value as it is, leaving one without a value as written', () => {
    expect(t('cs', 'HELLO', { name: 'Marta <b> & co' })).toBe('Dobrý den Marta <b> & co, {{other}}');
  });

  it('never reads a value as an option, a placeholder or a reference to another text', () => {
    expect(t('cs', 'HELLO', { name: '$t(SIGN)', other: '{{name}}' })).toBe('Dobrý den $t(SIGN), {{name}}');
    expect(t('cs', 'HELLO', { name: 'x', lng: 'en', ns: 'server' })).toBe('Dobrý den x, {{other}}');
  });

  it('falls back to English for a key the language lacks, and to the key for one English lacks', () => {
    expect(t('cs', 'ONLY_EN')).toBe('English only');
    expect(t('cs', 'NOWHERE.AT_ALL')).toBe('NOWHERE.AT_ALL');
    expect(t('cs', 'SIGN')).toBe('Váš tým');
  });
});
