/**
 * What the signed-in pages' first screens drawn by the boot script share: the frame's template they are
 * filled from, the loading state they replace, and the wait for the call they draw from.
 */

import type { DateRecipe } from '../../ui/lib/date-recipe';
import { firstScreenTemplateId, type SlotName, slotPattern } from './first-screen-slots';
import { appRenderingMark, firstScreenMark } from './html-marks';

export const isText = (value: unknown): value is string => typeof value === 'string';

/** The frame's first screen with its slots filled, as a detached element; undefined when the frame has none. */
function filledTemplate(values: Partial<Record<SlotName, string>>): HTMLElement | undefined {
  const template = document.getElementById(firstScreenTemplateId);
  const page = template instanceof HTMLTemplateElement ? template.content.firstElementChild?.cloneNode(true) : undefined;
  if (!(page instanceof HTMLElement)) return undefined;
  const texts = document.createTreeWalker(page, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    const text = node as Text;
    let missing = false;
    // Only text is put in: nothing in an answer becomes markup.
    text.data = text.data.replace(slotPattern, (_, name: SlotName) => {
      const value = values[name];
      if (value === undefined) missing = true;
      return value ?? '';
    });
    // A line that lacks a part keeps its place, out of sight, until the app writes it.
    if (missing) text.parentElement?.classList.add('invisible');
  }
  // The app's page, rendered behind the drawing (first-paint-handover.ts), has the same ids.
  for (const withId of [page, ...page.querySelectorAll('[id]')]) withId.removeAttribute('id');
  return page;
}

/** The date recipe the build put beside the frame's template (first-screen-templates.tsx). */
export function templateDateRecipe(): DateRecipe | undefined {
  const text = document.getElementById(firstScreenTemplateId)?.dataset.dateRecipe;
  try {
    return text ? (JSON.parse(text) as DateRecipe) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Draws the frame's first screen (its template, first-screen-templates.tsx) with these parts of the first call's
 * answer in its slots, where the frame shows its loading state. False when it cannot.
 */
export function drawFirstScreen(values: Partial<Record<SlotName, string>>): boolean {
  const page = filledTemplate(values);
  return page !== undefined && replaceLoadingState(page);
}

/**
 * Puts the drawn page (a section, still marked busy: nothing on it works before the app) where the loading
 * frame shows its loading state, and marks the document. False when the frame has no loading state there,
 * or the app has begun to render (its answer came too late to help).
 */
function replaceLoadingState(page: HTMLElement): boolean {
  // Too late once the app renders: the loading state there is React's.
  if (document.documentElement.dataset[appRenderingMark] !== undefined) return false;
  const loading = document.querySelector('#root #main > [aria-busy="true"]');
  if (!loading) return false;
  page.setAttribute('aria-busy', 'true');
  loading.replaceWith(page);
  document.documentElement.dataset[firstScreenMark] = '';
  return true;
}

const documentParsed = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
    else resolve();
  });

/**
 * Once the call index.html's inline script started (start-api-preloads.ts) that `matches` has answered and
 * the frame is parsed, draws from a copy of its answer (the app still adopts the response itself,
 * api-preload.ts). Settles without drawing when no such call was started (a draft on this device decides the
 * questionnaire's start), it fails, or the frame is hidden (its language is not the visitor's).
 */
export function drawWhenAnswered(matches: (method: string, path: string) => boolean, draw: (answer: unknown) => unknown) {
  const call = window.__apiPreloads?.find((started) => matches(started.method, started.path));
  if (!call) return Promise.resolve();
  const answer = call.response.then((response) => (response?.ok ? response.clone().json() : undefined));
  return Promise.all([answer, documentParsed()]).then(
    ([body]) => {
      if (body !== undefined && document.documentElement.dataset.render !== 'client') draw(body);
    },
    () => undefined,
  );
}
