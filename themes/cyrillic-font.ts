/** Languages written in Cyrillic in this product: the Noto Sans Cyrillic faces load only for these. */
export const cyrillicLanguages = new Set(['bg', 'sr']);

let loaded: Promise<unknown> | undefined;

export function loadFontsFor(language: string): Promise<unknown> {
  if (!cyrillicLanguages.has(language)) return Promise.resolve();
  loaded ??= import('./cyrillic.css');
  return loaded;
}
