import * as layout from '../routes/results/result-layout';
import { formatWithRecipe } from '../../ui/lib/date-recipe';
import { type FirstPaintWords, readFirstPaintWords } from './first-paint-words';
import { block, element, isText, replaceLoadingState } from './first-screen-paint';

/** What the drawing reads of GET /api/survey/attempt/{id}'s answer: the shown attempt's topic and date. */
function shownAttempt(value: unknown): { name: string; completedAt: string | undefined } | undefined {
  if (!Array.isArray(value)) return undefined;
  const shown = value[0] as { topic?: { name?: unknown }; completed_at?: unknown } | undefined;
  const name = shown?.topic?.name;
  if (!isText(name)) return undefined;
  return { name, completedAt: isText(shown?.completed_at) ? shown.completed_at : undefined };
}

/** The completion line as the app writes it, or undefined when the frame cannot write its date. */
function completionLine(completedAt: string | undefined, words: FirstPaintWords) {
  const date = words.date && completedAt ? formatWithRecipe(words.date, completedAt) : undefined;
  return date === undefined ? undefined : words.completedOn.replace('{{date}}', () => date);
}

/**
 * Draws the result page's head in place of its loading frame's loading state from the results
 * call's answer, before the app has loaded: the page's name, the topic's name as the heading and the
 * completion date, in the page's own words (the frame's, first-paint-words.ts), classes and place, with quiet
 * blocks for the buttons and the chart, and for a line whose words the frame lacks. Returns false, drawing
 * nothing, when the frame or the answer is not what it expects.
 */
export function paintFirstResult(results: unknown): boolean {
  const shown = shownAttempt(results);
  if (shown === undefined) return false;
  const words = readFirstPaintWords();
  const completed = words && completionLine(shown.completedAt, words);
  const head = element(
    'div',
    layout.resultHeadClass,
    words ? element('p', layout.resultPageNameClass, words.resultPage) : block('h-7'),
    element('h1', layout.resultTitleClass, shown.name),
    completed ? element('p', layout.resultHeadLineClass, completed) : block('h-7'),
  );
  return replaceLoadingState(element('section', layout.resultColumnClass, head, block('h-12'), block('h-80')));
}
