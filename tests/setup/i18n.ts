import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en/translation.json';

/** Component tests render with the real English texts, so they query by the names users see. */
export const i18nForTests = i18next.createInstance();
void i18nForTests.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});
