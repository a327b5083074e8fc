import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { fallbackLanguage, isLanguageCode, languageCodes, languageStorageKey, pickLanguage } from '../../contract/languages';
import { loadFontsFor } from '../../themes/cyrillic-font';
import { languageChanged } from '../store/language-slice';
import type { AppStore } from '../store/store';

/**
 * Loads /locales/{lng}/translation.json for the chosen language: the stored choice first, then the browser
 * language (the part before any hyphen), then English. `lang` on <html> follows it.
 */
export async function initI18n(store: AppStore) {
  i18next.on('languageChanged', (lng) => {
    const code = isLanguageCode(lng) ? lng : pickLanguage(lng);
    document.documentElement.lang = code;
    store.dispatch(languageChanged(code));
    void loadFontsFor(code);
  });
  await i18next
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...languageCodes],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: fallbackLanguage,
      backend: { loadPath: '/locales/{{lng}}/translation.json' },
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: languageStorageKey,
        caches: ['localStorage'],
        // "en-US" or "sr-Latn" becomes "en" or "sr" before it is chosen and stored: the stored language is
        // always one of the 10 codes. Unsupported ones stay as they are, so the next candidate can win.
        convertDetectedLanguage: (lng: string) => lng.split('-')[0]?.toLowerCase() ?? lng,
      },
      // React escapes output itself; the spec says translation values are not HTML-escaped.
      interpolation: { escapeValue: false },
      returnNull: false,
      // A key missing in every language is a bug: say so in the console, where the end-to-end tests look.
      parseMissingKeyHandler: (key) => {
        console.error(`Missing translation key: ${key}`);
        return key;
      },
    });
  return i18next;
}
