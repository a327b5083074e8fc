/**
 * The marks on <html> that the boot script (boot.ts) and the app's entry (app/main.tsx) both read. Apart from
 * everything else, so the app's entry can read them without loading the drawing or the hand-over.
 */

/**
 * Set once the boot script has drawn a signed-in page's first screen (first-screen-paint.ts): the app then
 * renders its page out of sight and takes the drawing's place when it shows more than its loading state
 * (first-paint-handover.ts).
 */
export const firstScreenMark = 'firstScreen';

/**
 * Set by the app's entry as it chooses where to render: from then on the boot script draws nothing, however
 * late the first call answers, as the page's DOM is React's (a drawing would replace a node React still holds).
 */
export const appRenderingMark = 'appRendering';

/**
 * A signed-in page's loading frame (scripts/prerender.mjs marks it): the same for every visitor, so only its
 * language can be wrong; the app draws its page over it instead of hydrating it.
 */
export const isLoadingFrame = (html: HTMLElement = document.documentElement) => html.dataset.loadingFrame !== undefined;
