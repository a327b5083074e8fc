/**
 * What the signed-in pages' first screens drawn by index.html's inline script share: the loading
 * frame's slot they replace, the elements they are made of, and the wait for the call they draw from.
 */

import { appRenderingMark, firstScreenMark } from './html-marks';

export const isText = (value: unknown): value is string => typeof value === 'string';

export function element(tag: string, className: string, ...children: (Node | string)[]): HTMLElement {
  const made = document.createElement(tag);
  made.className = className;
  made.append(...children);
  return made;
}

/** A quiet block where a part comes that is not drawn yet, as tall as that part. */
export function block(height: string): HTMLElement {
  const made = element('div', `rounded-card bg-surface-muted ${height}`);
  made.setAttribute('aria-hidden', 'true');
  return made;
}

/**
 * Puts the drawn page (a section, still marked busy: nothing on it works before the app) where the loading
 * frame shows its loading state, and marks the document. False when the frame has no loading state there,
 * or the app has begun to render (its answer came too late to help).
 */
export function replaceLoadingState(page: HTMLElement): boolean {
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
