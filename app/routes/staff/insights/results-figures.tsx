import { useTranslation } from 'react-i18next';
import type { ResultsView } from '../../../../contract/api/insights';
import { ChartFigure, FigureTable } from '../../../../ui/chart-figure';
import { StackedBarChart } from '../../../../ui/stacked-bar-chart';
import { percent, statisticCell } from './insight-words';

export interface ResultsFigureProps {
  view: ResultsView;
  csvName: (figure: string) => string;
}

type SubTopic = ResultsView['subTopics'][number];

/** Results per sub-topic: the levels reached in each, the mean score and its spread, first against latest. */
export function ResultsFigures(props: ResultsFigureProps) {
  return (
    <div className="mt-6 flex flex-col gap-12">
      {props.view.subTopics.map((subTopic) => (
        <LevelsFigure key={subTopic.id} {...props} subTopic={subTopic} />
      ))}
      <ScoresFigure {...props} />
      <RepeatedFigure {...props} />
    </div>
  );
}

/** One sub-topic's levels: each sub-topic names its own levels, so each has its bar. */
function LevelsFigure({ view, csvName, subTopic }: ResultsFigureProps & { subTopic: SubTopic }) {
  const { t } = useTranslation();
  return (
    <ChartFigure
      title={t('INSIGHTS.LEVELS_TITLE', { name: subTopic.name })}
      description={t('INSIGHTS.LEVELS_TEXT')}
      k={view.k}
      csvFileName={csvName(`levels-${subTopic.id}`)}
      table={{
        rowHeader: t('INSIGHTS.LEVEL'),
        columns: [t('INSIGHTS.RESPONDENTS_COLUMN')],
        rows: subTopic.levels.map((level) => ({ label: level.title, values: [level.count] })),
      }}
    >
      <StackedBarChart
        rows={[
          {
            label: subTopic.name,
            segments: subTopic.levels.map((level) => level.count),
            // Everyone scored in the sub-topic: the levels' counts add up to it, so a hidden level keeps its share
            // and the shown ones are percentages of all (null under k: then no total, and no percentages).
            total: subTopic.mean.n ?? undefined,
          },
        ]}
        segmentLabels={subTopic.levels.map((level) => level.title)}
        k={view.k}
      />
    </ChartFigure>
  );
}

function ScoresFigure({ view, csvName }: ResultsFigureProps) {
  const { t } = useTranslation();
  return (
    <FigureTable
      title={t('INSIGHTS.SCORES_TITLE')}
      description={t('INSIGHTS.SCORES_TEXT')}
      k={view.k}
      csvFileName={csvName('scores')}
      table={{
        rowHeader: t('INSIGHTS.SUBTOPIC'),
        columns: [t('INSIGHTS.RESPONDENTS_COLUMN'), t('INSIGHTS.MEAN'), t('INSIGHTS.SD')],
        rows: view.subTopics.map((subTopic) => ({
          label: subTopic.name,
          values: [subTopic.mean.n, statisticCell(t, subTopic.mean, percent), statisticCell(t, subTopic.sd, percent)],
        })),
      }}
    />
  );
}

function RepeatedFigure({ view, csvName }: ResultsFigureProps) {
  const { t } = useTranslation();
  return (
    <FigureTable
      title={t('INSIGHTS.REPEATED_TITLE')}
      description={t('INSIGHTS.REPEATED_TEXT')}
      k={view.k}
      csvFileName={csvName('first-and-latest')}
      table={{
        rowHeader: t('INSIGHTS.SUBTOPIC'),
        columns: [t('INSIGHTS.REPEATERS'), t('INSIGHTS.FIRST'), t('INSIGHTS.LATEST')],
        rows: view.subTopics.map(({ name, repeated }) => ({
          label: name,
          values: [repeated.first.n, statisticCell(t, repeated.first, percent), statisticCell(t, repeated.latest, percent)],
        })),
      }}
    />
  );
}
