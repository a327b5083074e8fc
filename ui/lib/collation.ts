/**
 * A collator that sorts as the language does in every browser and in Node (the build-time prerender).
 * Bosnian sorts by the Croatian rules (CLDR's Bosnian collation imports them), but Chromium's ICU has no
 * Bosnian data and would sort "Čile" before "Cipar", as English does; Croatian it has.
 */
export function collatorFor(language: string): Intl.Collator {
  const base = language.split('-')[0] ?? language;
  return new Intl.Collator(base === 'bs' ? 'hr' : language);
}
