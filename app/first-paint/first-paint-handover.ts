import { firstScreenMark } from './html-marks';

/** The longest a drawn first screen stays in front of a page that is still loading (a slow or failing call). */
const handOverWithinMs = 5_000;

/** The app's page shows more than a loading state (the page's or the guard's): its content, or a message. */
function pageDrawn(container: HTMLElement): boolean {
  // By tag: while both are in the document, the drawing's main and the app's share the id.
  const main = container.querySelector('main');
  return main !== null && main.childElementCount > 0 && main.querySelector('[aria-busy="true"], [data-page-loading]') === null;
}

/**
 * Where the app renders. Normally #root. When index.html's inline script has drawn a signed-in
 * page's first screen into its loading frame (draw-first-screen.ts: the questionnaire's first question, the
 * result's heading), the app's first renders would replace that with its own loading state and then draw the
 * content again: it would vanish for a moment. So the drawing stays on screen, and the app renders into a new
 * #root behind it, laid out but out of sight (app/styles.css, `data-handover`), which takes the drawing's
 * place in the same frame as the app's page first shows more than its loading state, or after five seconds
 * at the latest.
 */
export function appContainer(): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const html = document.documentElement;
  if (html.dataset[firstScreenMark] === undefined) return root;
  const drawing = root;
  drawing.id = 'first-paint';
  const container = document.createElement('div');
  container.id = 'root';
  container.dataset.handover = '';
  drawing.after(container);
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A mutation observer's callback runs before the browser next paints: the swap is never seen half done.
  const observer = new MutationObserver(() => {
    if (pageDrawn(container)) handOver();
  });
  function handOver() {
    observer.disconnect();
    clearTimeout(timer);
    drawing.remove();
    delete container.dataset.handover;
    delete html.dataset[firstScreenMark];
  }
  observer.observe(container, { childList: true, subtree: true });
  timer = setTimeout(handOver, handOverWithinMs);
  return container;
}
