import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionInsight, QuestionsView } from '../../../../contract/api/insights';
import { BarChart } from '../../../../ui/bar-chart';
import { ChartFigure } from '../../../../ui/chart-figure';
import type { QuestionsSubTopic } from './questions-figures';

export interface QuestionChoicesProps {
  view: QuestionsView;
  subTopic: QuestionsSubTopic;
  csvName: (figure: string) => string;
}

/**
 * The answers of each question of a sub-topic with choices, each behind its own disclosure: a topic of 60
 * questions stays a list of their texts, and a question's chart is drawn only once it is opened.
 */
export function QuestionChoices({ view, subTopic, csvName }: QuestionChoicesProps) {
  const { t } = useTranslation();
  const questions = subTopic.questions.filter((question) => question.choiceKind !== null && question.choices.length > 0);
  if (questions.length === 0) return null;
  const headingId = `insights-choices-${subTopic.id}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="m-0 font-heading text-xl font-bold">
        {t('INSIGHTS.CHOICES_HEADING', { name: subTopic.name })}
      </h3>
      <p className="m-0 mt-1 text-lg">{t('INSIGHTS.CHOICES_INTRO')}</p>
      <ul className="m-0 mt-3 flex list-none flex-col gap-2 p-0">
        {questions.map((question) => (
          <li key={question.id}>
            <ChoicesDisclosure k={view.k} question={question} csvFileName={csvName(`answers-${question.id}`)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ChoicesDisclosure({ k, question, csvFileName }: { k: number; question: QuestionInsight; csvFileName: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const right = question.choiceKind === 'right';
  const rows = question.choices.map((choice) => ({ label: choice.text, value: choice.count }));
  return (
    <details className="rounded-card border-2 border-border bg-surface" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer rounded-card p-3 text-lg font-bold focus-visible:outline-4 focus-visible:outline-focus focus-visible:outline-offset-2">
        {question.text}
      </summary>
      {open ? (
        <div className="border-border border-t-2 p-3">
          <ChartFigure
            title={t(right ? 'INSIGHTS.RIGHT_TITLE' : 'INSIGHTS.CHOSEN_TITLE', { question: question.text })}
            description={t(right ? 'INSIGHTS.RIGHT_TEXT' : 'INSIGHTS.CHOSEN_TEXT')}
            k={k}
            headingLevel={4}
            csvFileName={csvFileName}
            table={{
              rowHeader: t(right ? 'INSIGHTS.ITEM' : 'INSIGHTS.ANSWER'),
              columns: [t('INSIGHTS.RESPONDENTS_COLUMN')],
              rows: rows.map((row) => ({ label: row.label, values: [row.value] })),
            }}
          >
            <BarChart data={rows} k={k} />
          </ChartFigure>
        </div>
      ) : null}
    </details>
  );
}
