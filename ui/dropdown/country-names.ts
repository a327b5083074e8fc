import countries from 'i18n-iso-countries';
import bg from 'i18n-iso-countries/langs/bg.json';
import bs from 'i18n-iso-countries/langs/bs.json';
import cs from 'i18n-iso-countries/langs/cs.json';
import de from 'i18n-iso-countries/langs/de.json';
import en from 'i18n-iso-countries/langs/en.json';
import hr from 'i18n-iso-countries/langs/hr.json';
import hu from 'i18n-iso-countries/langs/hu.json';
import sk from 'i18n-iso-countries/langs/sk.json';
import sl from 'i18n-iso-countries/langs/sl.json';
import sr from 'i18n-iso-countries/langs/sr.json';
import { type CountryCode, countryCodes } from '../../contract/user-options';
import { collatorFor } from '../lib/collation';

// Only the 10 languages of the tool are registered, so the other ~70 locale files stay out of the bundle.
for (const locale of [en, cs, sk, de, hu, hr, bg, sl, sr, bs]) countries.registerLocale(locale);

/** Everyday names where the library gives the formal one ("Russian Federation", "Moldova, Republic of"). */
const preferredNames: Partial<Record<string, Partial<Record<CountryCode, string>>>> = {
  en: { CZ: 'Czechia', MD: 'Moldova', MK: 'North Macedonia', RU: 'Russia', VA: 'Vatican City' },
  de: { CZ: 'Tschechien', RU: 'Russland' },
};

/** Names the library may lack: Kosovo's XK is a user-assigned code, not an official ISO 3166 one. */
const fallbackNames: Partial<Record<CountryCode, Partial<Record<string, string>>>> = {
  XK: {
    en: 'Kosovo',
    cs: 'Kosovo',
    sk: 'Kosovo',
    de: 'Kosovo',
    hu: 'Koszovó',
    hr: 'Kosovo',
    bg: 'Косово',
    sl: 'Kosovo',
    sr: 'Косово',
    bs: 'Kosovo',
  },
};

/** The country's name in the given language; falls back to our list, then to English, then to the code. */
export function countryName(code: CountryCode, language: string): string {
  const lang = language.split('-')[0] ?? 'en';
  return (
    preferredNames[lang]?.[code] ??
    countries.getName(code, lang) ??
    fallbackNames[code]?.[lang] ??
    preferredNames.en?.[code] ??
    countries.getName(code, 'en') ??
    fallbackNames[code]?.en ??
    code
  );
}

/** The 48 countries with names in the given language, sorted as that language sorts. */
export function countryNames(language: string, codes: readonly CountryCode[] = countryCodes) {
  const collator = collatorFor(language);
  return codes.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) => collator.compare(a.name, b.name));
}
