import { describe, expect, it } from 'vitest';
import { detectLanguage, languageCodes, languages, pickLanguage } from './languages';

describe('the supported languages', () => {
  it('are the 10 of docs/product/api.md with their three-letter codes', () => {
    expect(languages.map((l) => `${l.code}:${l.label}`)).toEqual([
      'en:ENG',
      'cs:CZE',
      'sk:SVK',
      'de:DEU',
      'hu:HUN',
      'hr:HRV',
      'bg:BGR',
      'sl:SVN',
      'sr:SRB',
      'bs:BIH',
    ]);
    expect(languageCodes).toHaveLength(10);
  });

  describe('given a browser language', () => {
    it('uses the part before any hyphen', () => expect(pickLanguage('de-AT')).toBe('de'));
    it('takes the first supported one of an Accept-Language list', () =>
      expect(pickLanguage('fr-FR,fr;q=0.9,cs;q=0.8')).toBe('cs'));
    it('falls back to English for an unsupported one', () => expect(pickLanguage('fr')).toBe('en'));
    it('falls back to English when there is none', () => expect(pickLanguage(undefined)).toBe('en'));
  });

  describe("the start language (the app and index.html's inline script both use it)", () => {
    it('takes the stored choice first', () => expect(detectLanguage('hr', ['de-DE', 'en'])).toBe('hr'));
    it('reads a stored regional code as its language', () => expect(detectLanguage('sr-Latn', ['de'])).toBe('sr'));
    it('passes over an unsupported stored value to the browser languages', () =>
      expect(detectLanguage('fr', ['fr-FR', 'sk-SK'])).toBe('sk'));
    it('falls back to English with nothing usable', () => expect(detectLanguage(null, ['fr', 'it'])).toBe('en'));
  });
});
