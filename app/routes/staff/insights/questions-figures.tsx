import { useTranslation } from 'react-i18next';
import type { QuestionsView } from '../../../../contract/api/insights';
import { FigureTable } from '../../../../ui/chart-figure';
import { formatNumber } from '../../../../ui/lib/intl-format';
import { QuestionChoices } from './question-choices';
import { QuestionTables } from './question-table';
import { missingWords, statisticCell } from './insight-words';

export interface QuestionsFigureProps {
  view: QuestionsView;
  csvName: (figure: string) => string;
}

export type QuestionsSubTopic = QuestionsView['subTopics'][number];

/** Questions: reliability per sub-topic, then each sub-topic's questions and, one press away each, their answers. */
export function QuestionsFigures(props: QuestionsFigureProps) {
  return (
    <div className="mt-6 flex flex-col gap-12">
      <AlphaFigure {...props} />
      {props.view.subTopics.map((subTopic) => (
        <SubTopicQuestions key={subTopic.id} {...props} subTopic={subTopic} />
      ))}
    </div>
  );
}

function AlphaFigure({ view, csvName }: QuestionsFigureProps) {
  const { t } = useTranslation();
  return (
    <FigureTable
      title={t('INSIGHTS.ALPHA_TITLE')}
      description={t('INSIGHTS.ALPHA_TEXT')}
      k={view.k}
      csvFileName={csvName('reliability')}
      table={{
        rowHeader: t('INSIGHTS.SUBTOPIC'),
        columns: [t('INSIGHTS.ALPHA'), t('INSIGHTS.SCORED_QUESTIONS'), t('INSIGHTS.RESPONDENTS_COLUMN')],
        rows: view.subTopics.map((subTopic) => ({
          label: subTopic.name,
          values: [statisticCell(t, subTopic.alpha), subTopic.scoredItems, subTopic.alpha.n],
        })),
      }}
    />
  );
}

/** A sub-topic's alpha in a sentence, its questions' tables and their answers. */
function SubTopicQuestions({ view, csvName, subTopic }: QuestionsFigureProps & { subTopic: QuestionsSubTopic }) {
  const { t, i18n } = useTranslation();
  const headingId = `insights-subtopic-${subTopic.id}`;
  const { alpha } = subTopic;
  const alphaLine =
    alpha.value !== null
      ? t('INSIGHTS.ALPHA_LINE', { value: formatNumber(alpha.value, i18n.language) })
      : t('INSIGHTS.ALPHA_NONE', { reason: missingWords(t, alpha.missing) ?? t('CHART.FEWER_THAN', { k: view.k }) });
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6 border-border border-t-2 pt-6">
      <div>
        <h2 id={headingId} className="m-0 font-heading text-2xl font-bold">
          {subTopic.name}
        </h2>
        <p className="m-0 mt-1 text-lg">{alphaLine}</p>
      </div>
      <QuestionTables view={view} subTopic={subTopic} csvName={csvName} />
      <QuestionChoices view={view} subTopic={subTopic} csvName={csvName} />
    </section>
  );
}
