import { formatDateTime } from '../../ui/lib/intl-format';
import { drawFirstScreen, isText, templateDateRecipe } from './first-screen-paint';

/** What the drawing reads of GET /api/survey/attempt/{id}'s answer: the shown attempt's topic and date. */
function shownAttempt(value: unknown): { name: string; completedAt: string | undefined } | undefined {
  if (!Array.isArray(value)) return undefined;
  const shown = value[0] as { topic?: { name?: unknown }; completed_at?: unknown } | undefined;
  const name = shown?.topic?.name;
  if (!isText(name)) return undefined;
  return { name, completedAt: isText(shown?.completed_at) ? shown.completed_at : undefined };
}

/**
 * The completion date as the app writes it (the same formatter), by the recipe the build put in the frame:
 * never with Intl, whose first formatter costs a slow phone a long task. Undefined when it cannot.
 */
function completionDate(completedAt: string | undefined): string | undefined {
  const recipe = templateDateRecipe();
  if (!recipe || !completedAt || Number.isNaN(Date.parse(completedAt))) return undefined;
  return formatDateTime(completedAt, document.documentElement.lang, { recipe });
}

/**
 * Draws the result page's head in place of its loading frame's loading state from the results call's answer,
 * before the app has loaded: the frame's template (first-screen-templates.tsx, in the frame's words) with the
 * topic's name and the completion date; a line without its date keeps its place, out of sight. Returns false,
 * drawing nothing, when the frame or the answer is not what it expects.
 */
export function paintFirstResult(results: unknown): boolean {
  const shown = shownAttempt(results);
  if (shown === undefined) return false;
  return drawFirstScreen({ topic: shown.name, date: completionDate(shown.completedAt) });
}
