import path from 'node:path';
import countries from 'i18n-iso-countries';
import bg from 'i18n-iso-countries/langs/bg.json' with { type: 'json' };
import bs from 'i18n-iso-countries/langs/bs.json' with { type: 'json' };
import cs from 'i18n-iso-countries/langs/cs.json' with { type: 'json' };
import de from 'i18n-iso-countries/langs/de.json' with { type: 'json' };
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import hr from 'i18n-iso-countries/langs/hr.json' with { type: 'json' };
import hu from 'i18n-iso-countries/langs/hu.json' with { type: 'json' };
import sk from 'i18n-iso-countries/langs/sk.json' with { type: 'json' };
import sl from 'i18n-iso-countries/langs/sl.json' with { type: 'json' };
import sr from 'i18n-iso-countries/langs/sr.json' with { type: 'json' };
import { type LanguageCode, languages } from '../../../../contract/languages';
import { createTexts } from '../../../mail/texts';
import { projectRoot } from '../../../paths';

for (const locale of [en, cs, sk, de, hu, hr, bg, sl, sr, bs]) countries.registerLocale(locale);

const texts = createTexts(path.join(projectRoot, 'locales'));

/** The label the registration form shows for a profile code (OPTIONS.GENDER.male, …), in `language`. */
export const optionLabel = (language: LanguageCode, list: 'RESIDENCE' | 'GENDER' | 'EDUCATION' | 'JOB_SECTOR', code: string) =>
  texts(language, `OPTIONS.${list}.${code}`);

/** A country's name in `language`; Kosovo's user-assigned XK is not in the library. */
export const countryLabel = (language: LanguageCode, code: string) =>
  countries.getName(code, language) ?? countries.getName(code, 'en') ?? (code === 'XK' ? 'Kosovo' : code);

export const languageLabel = (code: string) => languages.find((l) => l.code === code)?.name ?? code;
