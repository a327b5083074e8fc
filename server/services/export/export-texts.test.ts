import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../../contract/languages';
import { flattenLocale, readLocale } from '../../../locales/locale-files';
import { exportTexts } from './export-texts';

describe('given the export’s and codebook’s words', () => {
  it.each(languageCodes)('%s takes every word from locales/%s/server.json, none from code', (lng) => {
    const server = flattenLocale(readLocale(lng, 'server'));
    const { codebookHeader, ...words } = exportTexts(lng);
    const written = Object.entries(server)
      .filter(([key]) => key.startsWith('EXPORT.'))
      .map(([, word]) => word);
    for (const word of Object.values(words)) expect(written).toContain(word);
    expect(codebookHeader).toEqual([
      server['EXPORT.CODEBOOK_COLUMN'],
      server['EXPORT.CODEBOOK_MEANING'],
      server['EXPORT.CODEBOOK_ANSWER_CODES'],
    ]);
    expect(written).toHaveLength(Object.keys(words).length + codebookHeader.length);
  });

  it('keeps the words the files have always had, e.g. the German codebook header and first column', () => {
    expect(exportTexts('de').codebookHeader).toEqual(['Spalte', 'Bedeutung', 'Antwortcodes']);
    expect(exportTexts('de').attemptId).toBe('Kennung des Fragebogendurchgangs');
    expect(exportTexts('sr').otherCountries).toBe('остало (државе са мање од 5 испитаника)');
  });

  it('are not in the file browsers load', () => {
    expect(readLocale('en').EXPORT).toBeUndefined();
  });
});
