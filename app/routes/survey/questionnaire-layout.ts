/**
 * The questionnaire page's layout classes, shared by the page (routes/survey/questionnaire-page.tsx), its
 * loading state and the first question drawn from index.html's inline script before the app has loaded
 * (app/first-paint/first-question-paint.ts), so all three put the question in the same place.
 */

/** The page's column; its loading state takes no other place. */
export const questionnaireColumnClass = 'page-column flex max-w-4xl flex-col gap-6 px-4 py-8';

/** The topic's name, the page's heading. */
export const questionnaireTitleClass = 'font-heading text-3xl font-bold focus:outline-none';

/** The card around the question on screen. */
export const questionCardClass =
  'flex flex-col gap-4 rounded-card border-2 border-border bg-surface p-4 focus:outline-none desktop:p-6';

/** The question's sub-topic, above its text. */
export const subTopicClass = 'm-0 text-lg font-bold text-text-muted';

/** The loading state's quiet blocks standing in for the completion meter, the steps and the question's card. */
export const questionnaireLoadingBlocks = ['h-6', 'h-12', 'h-80'] as const;
