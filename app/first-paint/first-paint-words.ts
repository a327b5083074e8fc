import type { DateRecipe } from '../../ui/lib/date-recipe';
import { languageDateRecipe } from '../../ui/lib/date-recipe-builder';
import { isText } from './first-screen-paint';

/** The id of the loading frame's JSON block that carries them (scripts/prerender.mjs). */
export const firstPaintWordsId = 'first-paint-words';

/**
 * The words of the result page's head in the frame's language, which the build puts into each loading frame
 * so that the inline script can draw the whole head before the translations have loaded: the page's
 * name above the heading, and the completion line with its date written by the language's recipe.
 */
export interface FirstPaintWords {
  resultPage: string;
  /** With `{{date}}` where the date goes, as in the translations. */
  completedOn: string;
  date?: DateRecipe;
}

const textAt = (translations: Record<string, unknown>, section: string, key: string) => {
  const value = (translations[section] as Record<string, unknown> | undefined)?.[key];
  return isText(value) ? value : undefined;
};

/** At build time, from a language's translations; undefined when a text needs more than the date put in. */
export function firstPaintWords(language: string, translations: Record<string, unknown>): FirstPaintWords | undefined {
  const resultPage = textAt(translations, 'PAGES', 'RESULT');
  const completedOn = textAt(translations, 'RESULT_PAGE', 'COMPLETED_ON');
  if (!resultPage || !completedOn) return undefined;
  // Only the date is put in: a text with any other interpolation or nesting is left to the app.
  const withoutDate = completedOn.replace('{{date}}', '');
  if (withoutDate === completedOn || /\{\{|\$t\(/.test(withoutDate + resultPage)) return undefined;
  return { resultPage, completedOn, date: languageDateRecipe(language) };
}

/** In the page: the frame's words, or undefined when it has none (or not in the expected shape). */
export function readFirstPaintWords(): FirstPaintWords | undefined {
  const text = document.getElementById(firstPaintWordsId)?.textContent;
  if (!text) return undefined;
  try {
    const words = JSON.parse(text) as Partial<FirstPaintWords>;
    return isText(words.resultPage) && isText(words.completedOn) ? (words as FirstPaintWords) : undefined;
  } catch {
    return undefined;
  }
}
