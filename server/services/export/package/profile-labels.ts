import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { type LanguageCode, languages } from '../../../../contract/languages';
import { projectTexts as texts } from '../../../i18n/server-texts';

// The country names are JSON files of an external package: the bundled server (build/server.mjs) loads
// them with require, as an ESM import of JSON would need an import attribute node resolves at run time.
const require = createRequire(import.meta.url);
for (const code of ['en', 'cs', 'sk', 'de', 'hu', 'hr', 'bg', 'sl', 'sr', 'bs']) {
  countries.registerLocale(require(`i18n-iso-countries/langs/${code}.json`));
}

/** The label the registration form shows for a profile code (OPTIONS.GENDER.male, …), in `language`. */
export const optionLabel = (language: LanguageCode, list: 'RESIDENCE' | 'GENDER' | 'EDUCATION' | 'JOB_SECTOR', code: string) =>
  texts(language, `OPTIONS.${list}.${code}`);

/** A country's name in `language`; Kosovo's user-assigned XK is not in the library. */
export const countryLabel = (language: LanguageCode, code: string) =>
  countries.getName(code, language) ?? countries.getName(code, 'en') ?? (code === 'XK' ? 'Kosovo' : code);

export const languageLabel = (code: string) => languages.find((l) => l.code === code)?.name ?? code;
