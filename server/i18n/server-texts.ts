import path from 'node:path';
import i18next, { type i18n } from 'i18next';
import { fallbackLanguage, type LanguageCode, languageCodes } from '../../contract/languages';
import { localeNamespaces, readLocale } from '../../locales/locale-files';
import { projectRoot } from '../paths';

/** A text of locales/ in a language, its `{{name}}` placeholders filled from `vars`. */
export type Texts = (lng: LanguageCode, key: string, vars?: Record<string, string>) => string;

function createInstance(localesDir: string): i18n {
  const resources = Object.fromEntries(
    languageCodes.map((lng) => [lng, Object.fromEntries(localeNamespaces.map((ns) => [ns, readLocale(lng, ns, localesDir)]))]),
  );
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    initAsync: false,
    supportedLngs: [...languageCodes],
    fallbackLng: fallbackLanguage,
    ns: [...localeNamespaces],
    defaultNS: 'translation',
    // A key is looked up in every namespace (no key is in two, locales/locale-keys.test.ts checks), and some
    // keys are English sentences with a colon: no namespace prefix in keys.
    nsSeparator: false,
    // Mail escapes for HTML itself (server/mail/templates.ts); CSV and plain text take the words as they are.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

const instances = new Map<string, i18n>();

/**
 * Texts of locales/ the way the app reads them (i18next), from both namespaces: `translation` (shared with the
 * app) and `server` (e-mails, export). English for a key a language lacks; the key itself for one English
 * lacks. The files are read once per folder, on first use.
 */
export function createTexts(localesDir: string): Texts {
  const instanceOf = () => {
    let instance = instances.get(localesDir);
    if (!instance) {
      instance = createInstance(localesDir);
      instances.set(localesDir, instance);
    }
    return instance;
  };
  // Values go in `replace`, so a value can never be read as an option (lng, ns, count); no nesting, so a
  // value such as a person's name is never read as a reference to another text.
  return (lng, key, vars = {}) => instanceOf().t(key, { lng, ns: [...localeNamespaces], replace: vars, nest: false });
}

/** The texts of the project's own locales/ folder. */
export const projectTexts: Texts = createTexts(path.join(projectRoot, 'locales'));
