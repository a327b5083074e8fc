/**
 * The result page's layout classes, shared by the page (routes/results/result-view.tsx), its loading state and the result's
 * heading drawn from index.html's inline script before the app has loaded
 * (app/first-paint/first-result-paint.ts), so all three put the heading in the same place.
 */

/** The result's column. */
export const resultColumnClass = 'page-column flex w-full max-w-4xl flex-col gap-6 px-4 py-8 desktop:py-10';

/** The block of the page's name, the topic's name (the heading) and the completion date. */
export const resultHeadClass = 'flex flex-col gap-2';

/** The topic's name, the page's heading. */
export const resultTitleClass = 'm-0 break-words font-bold font-heading text-4xl leading-tight';

/** A line of the head block: the page's name above the heading, the completion date below it. */
export const resultHeadLineClass = 'm-0 text-lg';

/** The page's name above the heading ("Your result"). */
export const resultPageNameClass = `${resultHeadLineClass} font-bold text-text-muted`;
