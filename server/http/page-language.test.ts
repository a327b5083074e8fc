import { describe, expect, it } from 'vitest';
import { acceptedLanguages, cookieValue } from './page-language';

describe('reading the language a page is sent in', () => {
  it('reads one cookie out of a Cookie header', () => {
    expect(cookieValue('a=1; language=de; b=2', 'language')).toBe('de');
    expect(cookieValue('language=sr', 'language')).toBe('sr');
    expect(cookieValue('languages=de', 'language')).toBeNull();
    expect(cookieValue(undefined, 'language')).toBeNull();
    expect(cookieValue('language=%ZZ', 'language')).toBeNull();
  });

  it('orders Accept-Language by weight, keeping the order of equal weights and dropping q=0', () => {
    expect(acceptedLanguages('de-AT,de;q=0.9,en;q=0.8')).toEqual(['de-AT', 'de', 'en']);
    expect(acceptedLanguages('fr;q=0.9, en;q=0.1, sr-Cyrl;q=0.5')).toEqual(['fr', 'sr-Cyrl', 'en']);
    expect(acceptedLanguages('hu;q=0, sk, cs')).toEqual(['sk', 'cs']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});
