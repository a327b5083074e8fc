import { useTranslation } from 'react-i18next';
import type { QuestionsView } from '../../../../contract/api/insights';
import { FigureTable } from '../../../../ui/chart-figure';
import { percent, statisticCell } from './insight-words';
import type { QuestionsSubTopic } from './questions-figures';

export interface QuestionTableProps {
  view: QuestionsView;
  subTopic: QuestionsSubTopic;
  csvName: (figure: string) => string;
}

/**
 * A sub-topic's questions in two tables, one row per question: how they were answered, and how well they work.
 * One table of eight figures would be wider than the page even on a laptop; two read without scrolling sideways.
 */
export function QuestionTables(props: QuestionTableProps) {
  return (
    <>
      <AnsweringTable {...props} />
      <QualityTable {...props} />
    </>
  );
}

function AnsweringTable({ view, subTopic, csvName }: QuestionTableProps) {
  const { t } = useTranslation();
  return (
    <FigureTable
      title={t('INSIGHTS.ANSWERING_TITLE', { name: subTopic.name })}
      description={t('INSIGHTS.ANSWERING_TEXT')}
      k={view.k}
      headingLevel={3}
      csvFileName={csvName(`answering-${subTopic.id}`)}
      table={{
        rowHeader: t('INSIGHTS.QUESTION'),
        columns: [
          t('INSIGHTS.ASKED'),
          t('INSIGHTS.ANSWERED'),
          t('INSIGHTS.SKIPPED'),
          t('INSIGHTS.EMPTY_ANSWERS'),
          t('INSIGHTS.MEDIAN_SECONDS'),
        ],
        rows: subTopic.questions.map((question) => ({
          label: question.text,
          values: [question.asked, question.answered, question.skipped, question.empty, statisticCell(t, question.medianSeconds)],
        })),
      }}
    />
  );
}

function QualityTable({ view, subTopic, csvName }: QuestionTableProps) {
  const { t } = useTranslation();
  return (
    <FigureTable
      title={t('INSIGHTS.QUALITY_TITLE', { name: subTopic.name })}
      description={t('INSIGHTS.QUALITY_TEXT')}
      k={view.k}
      headingLevel={3}
      csvFileName={csvName(`quality-${subTopic.id}`)}
      table={{
        rowHeader: t('INSIGHTS.QUESTION'),
        columns: [t('INSIGHTS.DIFFICULTY'), t('INSIGHTS.ITEM_REST'), t('INSIGHTS.ALPHA_IF_REMOVED')],
        rows: subTopic.questions.map((question) => ({
          label: question.text,
          values: [
            statisticCell(t, question.difficulty, percent),
            statisticCell(t, question.itemRest),
            statisticCell(t, question.alphaIfRemoved),
          ],
        })),
      }}
    />
  );
}
