import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageCodes } from '../contract/languages';

/** Every locale is bundled into Storybook, so the toolbar switches language without a server. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/translation.json', { eager: true });

export const localeResources = Object.fromEntries(
  Object.entries(files).map(([path, mod]) => [path.split('/').at(-2) as string, mod.default]),
);

export const storybookI18n = i18next.createInstance();
void storybookI18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...languageCodes],
  resources: Object.fromEntries(Object.entries(localeResources).map(([lng, translation]) => [lng, { translation }])),
  interpolation: { escapeValue: false },
  initAsync: false,
});
