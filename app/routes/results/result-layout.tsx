import { useTranslation } from 'react-i18next';

/**
 * The result page's layout: its column and head, used by the page (result-view.tsx), its loading state
 * (result-page.tsx), and the result's head the boot script draws before the app has loaded
 * (app/first-paint/first-screen-templates.tsx, rendered by the build), so all three put the heading in the
 * same place and a change to it is made here once.
 */

/** The result's column. */
export const resultColumnClass = 'page-column flex w-full max-w-4xl flex-col gap-6 px-4 py-8 desktop:py-10';

/** The quiet blocks standing in for the buttons and the chart while they are not drawn. */
export const resultPartsStandIns = ['h-12', 'h-80'] as const;

/** A line of the head block: the page's name above the heading, the completion date below it. */
const headLineClass = 'm-0 text-lg';

/** The page's name, the topic's name as the page's heading, and the completion line. */
export function ResultHead({ topicName, completedOn }: { topicName: string; completedOn: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <p className={`${headLineClass} font-bold text-text-muted`}>{t('PAGES.RESULT')}</p>
      <h1 id="page-title" className="m-0 break-words font-bold font-heading text-4xl leading-tight">
        {topicName}
      </h1>
      <p className={headLineClass}>{completedOn}</p>
    </div>
  );
}
