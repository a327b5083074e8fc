import type { InitOptions } from 'i18next';
import { languageCodes } from '../../contract/languages';

/**
 * The i18next options that decide what a key renders, shared by the browser (i18n.ts) and the build-time
 * prerender (app/prerender/render-page.tsx), so a hydrated page says exactly what its prerendered HTML said.
 */
export const renderingOptions = {
  supportedLngs: [...languageCodes],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  // No fallback language: every key exists in all 10 languages (the locales/ unit test checks it), and a
  // fallback would make every other language wait for the English file too (docs/decisions/first-load.md).
  fallbackLng: false,
  // React escapes output itself; docs/product/screens.md says translation values are not HTML-escaped.
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions;
