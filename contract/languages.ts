/** The 10 languages of docs/product/limits.md, in the order the language dropdown lists them. */
export const languages = [
  { code: 'en', label: 'ENG', name: 'English', country: 'gb' },
  { code: 'cs', label: 'CZE', name: 'Čeština', country: 'cz' },
  { code: 'sk', label: 'SVK', name: 'Slovenčina', country: 'sk' },
  { code: 'de', label: 'DEU', name: 'Deutsch', country: 'de' },
  { code: 'hu', label: 'HUN', name: 'Magyar', country: 'hu' },
  { code: 'hr', label: 'HRV', name: 'Hrvatski', country: 'hr' },
  { code: 'bg', label: 'BGR', name: 'Български', country: 'bg' },
  { code: 'sl', label: 'SVN', name: 'Slovenščina', country: 'si' },
  { code: 'sr', label: 'SRB', name: 'Српски', country: 'rs' },
  { code: 'bs', label: 'BIH', name: 'Bosanski', country: 'ba' },
] as const;

export const languageCodes = languages.map((l) => l.code) as unknown as readonly [LanguageCode, ...LanguageCode[]];
export type LanguageCode = (typeof languages)[number]['code'];
export const fallbackLanguage: LanguageCode = 'en';

/** The local-storage key holding the chosen language (docs/product/limits.md). */
export const languageStorageKey = 'language';

/** The cookie that mirrors the chosen language for the server, which cannot read localStorage. */
export const languageCookie = 'language';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}

/** "de-AT,de;q=0.9" or "sr-Cyrl" -> the first supported language (the part before any hyphen), else en. */
export function pickLanguage(candidates: string | readonly string[] | undefined | null): LanguageCode {
  const list = typeof candidates === 'string' ? candidates.split(',') : (candidates ?? []);
  for (const raw of list) {
    const base = raw.trim().split(';')[0]?.split('-')[0]?.toLowerCase();
    if (isLanguageCode(base)) return base;
  }
  return fallbackLanguage;
}

/**
 * The language the app starts in: the stored choice when it names one of the 10 ("sr-Latn" counts as sr),
 * else the first supported browser language, else en. The app's i18n setup and the inline script of
 * index.html that starts loading the translations (app/first-paint/boot.ts) both call this.
 */
export function detectLanguage(stored: string | null | undefined, browser: readonly string[] | undefined): LanguageCode {
  return pickLanguage([...(stored ? [stored] : []), ...(browser ?? [])]);
}

/** Where the server serves a language's translations. */
export const translationUrl = (code: LanguageCode) => `/locales/${code}/translation.json`;
