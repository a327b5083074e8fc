import { type LanguageCode, languageCookie } from '../../contract/languages';

const oneYearSeconds = 365 * 24 * 60 * 60;

/**
 * Mirrors the language choice (kept in localStorage) in a cookie, which the server reads to send the public
 * pages already rendered in that language. It says nothing but the language: no consent needed.
 */
export function writeLanguageCookie(code: LanguageCode) {
  if (document.cookie.split('; ').includes(`${languageCookie}=${code}`)) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the app supports
  document.cookie = `${languageCookie}=${code}; path=/; max-age=${oneYearSeconds}; samesite=lax`;
}
