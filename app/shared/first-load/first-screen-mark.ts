/**
 * Set on <html> once index.html's inline script has drawn a signed-in page's first screen
 * (first-screen-paint.ts): the app then renders its page out of sight and takes the drawing's place when it
 * shows more than its loading state (first-paint-handover.ts). Apart from both, so the app's entry can read
 * it without loading either.
 */
export const firstScreenMark = 'firstScreen';

/**
 * Set on <html> by the app's entry as it chooses where to render: from then on the inline script draws
 * nothing, however late the first call answers, as the page's DOM is React's (a drawing would replace a node
 * React still holds).
 */
export const appRenderingMark = 'appRendering';
