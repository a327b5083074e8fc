import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The questionnaire page's layout: its column, heading and question card, used by the page
 * (questionnaire-page.tsx), its loading state, and the first screen the boot script draws before the app has
 * loaded (app/first-paint/first-screen-templates.tsx, rendered by the build), so all three put the question in
 * the same place and a change to it is made here once.
 */

/** The page's column; its loading state takes no other place. */
export const questionnaireColumnClass = 'page-column flex max-w-4xl flex-col gap-6 px-4 py-8';

/** The loading state's quiet blocks standing in for the completion meter, the steps and the question's card. */
export const questionnaireLoadingBlocks = ['h-6', 'h-12', 'h-80'] as const;

/** The height of the quiet block standing in for a question's answers until they are drawn. */
export const answersStandInClass = 'mt-4 h-64';

/** The page's column with the topic's name as its heading, and the page's parts below it. */
export function QuestionnaireColumn({ topicName, children }: { topicName: string; children: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className={questionnaireColumnClass}>
      <h1 id="page-title" tabIndex={-1} className="font-heading text-3xl font-bold focus:outline-none">
        {topicName}
      </h1>
      {children}
    </section>
  );
}

export interface QuestionCardProps {
  subTopicName: string;
  /** The question itself. */
  children: ReactNode;
  /** Focused when the respondent moves to another question. */
  ref?: Ref<HTMLDivElement>;
}

/** The card around the question on screen, with the question's sub-topic above it. */
export function QuestionCard({ subTopicName, children, ref }: QuestionCardProps) {
  const { t } = useTranslation();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="flex flex-col gap-4 rounded-card border-2 border-border bg-surface p-4 focus:outline-none desktop:p-6"
    >
      <p className="m-0 text-lg font-bold text-text-muted">
        <span className="sr-only">{t('SURVEY.SUB_TOPIC')}: </span>
        {subTopicName}
      </p>
      {children}
    </div>
  );
}
