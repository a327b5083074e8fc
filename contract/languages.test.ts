import { describe, expect, it } from 'vitest';
import { languageCodes, languages, pickLanguage } from './languages';

describe('the supported languages', () => {
  it('are the 10 of the spec with their three-letter codes', () => {
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
});
