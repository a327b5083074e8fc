/** Text for matching: accents dropped and lower-cased, so "o" matches "Österreich". */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
