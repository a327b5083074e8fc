import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, isLanguageCode, type LanguageCode, languageStorageKey, pickLanguage } from '../../contract/languages';
import { loadFontsFor } from '../../themes/cyrillic-font';
import { languageChanged } from '../store/language-slice';
import type { AppStore } from '../store/store';
import { renderingOptions } from './i18n-options';
import { writeLanguageCookie } from './language-cookie';
import { loadTranslations, TranslationLoadError } from './preloaded-locale';

/**
 * Reads /locales/{lng}/translation.json, taking over the request index.html's inline script already started
 * for the first language. Takes the place of i18next-http-backend, which cannot.
 */
const localeBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (lng, _ns, callback) => {
    const code = isLanguageCode(lng) ? lng : pickLanguage(lng);
    loadTranslations(code).then(
      (data) => callback(null, data),
      // `true` in place of data asks i18next to try again (as i18next-http-backend does on a 5xx).
      (error: unknown) => callback(String(error), error instanceof TranslationLoadError && error.retry),
    );
  },
};

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(languageStorageKey);
  } catch {
    return null;
  }
}

function storeLanguage(code: LanguageCode) {
  try {
    localStorage.setItem(languageStorageKey, code);
    writeLanguageCookie(code);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

/**
 * Loads /locales/{lng}/translation.json for the chosen language: the stored choice first, then the browser
 * language (the part before any hyphen), then English (contract/languages detectLanguage, which index.html's
 * inline script uses too). The choice is stored, and `lang` on <html> follows it.
 */
export async function initI18n(store: AppStore) {
  i18next.on('languageChanged', (lng) => {
    const code = isLanguageCode(lng) ? lng : pickLanguage(lng);
    document.documentElement.lang = code;
    storeLanguage(code);
    store.dispatch(languageChanged(code));
    void loadFontsFor(code);
  });
  await i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      ...renderingOptions,
      lng: window.__localePreload?.lng ?? detectLanguage(storedLanguage(), navigator.languages),
      // A key missing in every language is a bug: say so in the console, where the end-to-end tests look.
      parseMissingKeyHandler: (key) => {
        console.error(`Missing translation key: ${key}`);
        return key;
      },
    });
  return i18next;
}
