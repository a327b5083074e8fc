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

/** How each question of a sub-topic was answered and how well it works, one row per question. */
export function QuestionTable({ view, subTopic, csvName }: QuestionTableProps) {
  const { t } = useTranslation();
  const columns = [
    'INSIGHTS.ASKED',
    'INSIGHTS.ANSWERED',
    'INSIGHTS.SKIPPED',
    'INSIGHTS.EMPTY_ANSWERS',
    'INSIGHTS.MEDIAN_SECONDS',
    'INSIGHTS.DIFFICULTY',
    'INSIGHTS.ITEM_REST',
    'INSIGHTS.ALPHA_IF_REMOVED',
  ] as const;
  return (
    <FigureTable
      title={t('INSIGHTS.QUESTIONS_TITLE', { name: subTopic.name })}
      description={t('INSIGHTS.QUESTIONS_TEXT')}
      k={view.k}
      headingLevel={3}
      csvFileName={csvName(`questions-${subTopic.id}`)}
      table={{
        rowHeader: t('INSIGHTS.QUESTION'),
        columns: columns.map((key) => t(key)),
        rows: subTopic.questions.map((question) => ({
          label: question.text,
          values: [
            question.asked,
            question.answered,
            question.skipped,
            question.empty,
            statisticCell(t, question.medianSeconds),
            statisticCell(t, question.difficulty, percent),
            statisticCell(t, question.itemRest),
            statisticCell(t, question.alphaIfRemoved),
          ],
        })),
      }}
    />
  );
}
