import { resultColumnClass, resultHeadClass, resultTitleClass } from '../../features/survey/result-layout';
import { block, element, isText, replaceLoadingState } from './first-screen-paint';

/** The one part the drawing reads of GET /api/survey/attempt/{id}'s answer: the shown attempt's topic. */
function shownTopicName(value: unknown): string | undefined {
  if (!Array.isArray(value)) return undefined;
  const shown = value[0] as { topic?: { name?: unknown } } | undefined;
  const name = shown?.topic?.name;
  return isText(name) ? name : undefined;
}

/**
 * Draws the result page's head in place of its loading frame's loading state (issue 23) from the results
 * call's answer, before the app has loaded: the topic's name as the heading, in the page's own classes and
 * place, with quiet blocks for the lines around it (their words need the translations), the buttons and the
 * chart. Returns false, drawing nothing, when the frame or the answer is not what it expects.
 */
export function paintFirstResult(results: unknown): boolean {
  const name = shownTopicName(results);
  if (name === undefined) return false;
  const head = element('div', resultHeadClass, block('h-7'), element('h1', resultTitleClass, name), block('h-7'));
  return replaceLoadingState(element('section', resultColumnClass, head, block('h-12'), block('h-80')));
}
