import { useTranslation } from 'react-i18next';
import { type AgeBand, ageBands, type ParticipationView } from '../../../../contract/api/insights';
import { BarChart } from '../../../../ui/bar-chart';
import { ChartFigure, FigureTable } from '../../../../ui/chart-figure';
import { collatorFor } from '../../../../ui/lib/collation';
import { LineChart } from '../../../../ui/line-chart';
import { ageBandLabel, countryLabel, percent, periodLabel, statisticCell } from './insight-words';

export interface FigureProps {
  view: ParticipationView;
  /** The file name of a figure's CSV, from what it shows. */
  csvName: (figure: string) => string;
}

/** Participation: the totals, over time, by country and by age band, and where unfinished surveys stop. */
export function ParticipationFigures(props: FigureProps) {
  return (
    <div className="mt-6 flex flex-col gap-12">
      <TotalsFigure {...props} />
      <OverTimeFigure {...props} />
      <ByCountryFigure {...props} />
      <ByAgeFigure {...props} />
      <StopsFigure {...props} />
    </div>
  );
}

function TotalsFigure({ view, csvName }: FigureProps) {
  const { t } = useTranslation();
  const { totals } = view;
  return (
    <FigureTable
      className="max-w-3xl"
      title={t('INSIGHTS.TOTALS_TITLE')}
      description={t('INSIGHTS.TOTALS_TEXT')}
      k={view.k}
      csvFileName={csvName('totals')}
      table={{
        rowHeader: t('INSIGHTS.MEASURE'),
        columns: [t('INSIGHTS.VALUE')],
        rows: [
          { label: t('INSIGHTS.REGISTERED'), values: [totals.registered] },
          { label: t('INSIGHTS.STARTED'), values: [totals.started] },
          { label: t('INSIGHTS.COMPLETED'), values: [totals.completed] },
          { label: t('INSIGHTS.UNFINISHED'), values: [totals.unfinished] },
          { label: t('INSIGHTS.COMPLETION_RATE'), values: [statisticCell(t, view.completionRate, percent)] },
          { label: t('INSIGHTS.MEDIAN_MINUTES'), values: [statisticCell(t, view.medianMinutes, (v) => Math.round(v * 10) / 10)] },
        ],
      }}
    />
  );
}

const measures = ['registered', 'started', 'completed', 'unfinished'] as const;
const measureKeys = {
  registered: 'INSIGHTS.REGISTERED',
  started: 'INSIGHTS.STARTED',
  completed: 'INSIGHTS.COMPLETED',
  unfinished: 'INSIGHTS.UNFINISHED',
} as const;

function OverTimeFigure({ view, csvName }: FigureProps) {
  const { t, i18n } = useTranslation();
  const periods = view.overTime.map((row) => periodLabel(row.period, view.period, i18n.language));
  const series = measures.map((measure) => ({
    label: t(measureKeys[measure]),
    values: view.overTime.map((row) => row[measure]),
  }));
  return (
    <ChartFigure
      title={t('INSIGHTS.OVER_TIME_TITLE')}
      description={t(view.period === 'week' ? 'INSIGHTS.OVER_TIME_TEXT_WEEK' : 'INSIGHTS.OVER_TIME_TEXT_MONTH')}
      k={view.k}
      csvFileName={csvName(`over-time-${view.period}`)}
      table={{
        rowHeader: t(view.period === 'week' ? 'INSIGHTS.WEEK' : 'INSIGHTS.MONTH'),
        columns: series.map((s) => s.label),
        rows: view.overTime.map((row, index) => ({ label: periods[index]!, values: measures.map((m) => row[m]) })),
      }}
    >
      <LineChart periods={periods} series={series} k={view.k} />
    </ChartFigure>
  );
}

interface GroupRow {
  label: string;
  started: number | null;
  completed: number | null;
}

/** Started and completed per group: the bars show completed surveys, the table both. */
function GroupFigure({
  view,
  csvName,
  figure,
  rows,
}: FigureProps & { figure: { name: string; title: string; text: string; rowHeader: string }; rows: GroupRow[] }) {
  const { t } = useTranslation();
  return (
    <ChartFigure
      title={figure.title}
      description={figure.text}
      k={view.k}
      csvFileName={csvName(figure.name)}
      table={{
        rowHeader: figure.rowHeader,
        columns: [t('INSIGHTS.STARTED'), t('INSIGHTS.COMPLETED')],
        rows: rows.map((row) => ({ label: row.label, values: [row.started, row.completed] })),
      }}
    >
      <BarChart data={rows.map((row) => ({ label: row.label, value: row.completed }))} k={view.k} />
    </ChartFigure>
  );
}

function ByCountryFigure(props: FigureProps) {
  const { t, i18n } = useTranslation();
  const collator = collatorFor(i18n.language);
  // By name in the reader's language; the unknown country last.
  const rows = props.view.byCountry
    .map((row) => ({ ...row, label: countryLabel(t, row.country, i18n.language) }))
    .sort((a, b) => Number(a.country === null) - Number(b.country === null) || collator.compare(a.label, b.label));
  const figure = {
    name: 'by-country',
    title: t('INSIGHTS.BY_COUNTRY_TITLE'),
    text: t('INSIGHTS.BY_COUNTRY_TEXT'),
    rowHeader: t('INSIGHTS.COUNTRY'),
  };
  return <GroupFigure {...props} figure={figure} rows={rows} />;
}

function ByAgeFigure(props: FigureProps) {
  const { t } = useTranslation();
  const order = (band: AgeBand | null) => (band === null ? ageBands.length : ageBands.indexOf(band));
  const rows = [...props.view.byAgeBand]
    .sort((a, b) => order(a.band) - order(b.band))
    .map((row) => ({ ...row, label: ageBandLabel(t, row.band) }));
  const figure = {
    name: 'by-age',
    title: t('INSIGHTS.BY_AGE_TITLE'),
    text: t('INSIGHTS.BY_AGE_TEXT'),
    rowHeader: t('INSIGHTS.AGE_GROUP'),
  };
  return <GroupFigure {...props} figure={figure} rows={rows} />;
}

function StopsFigure({ view, csvName }: FigureProps) {
  const { t } = useTranslation();
  if (view.stops.length === 0) {
    return (
      <section aria-labelledby="insights-stops">
        <h2 id="insights-stops" className="m-0 font-heading text-xl font-bold">
          {t('INSIGHTS.STOPS_TITLE')}
        </h2>
        <p className="m-0 mt-1 text-lg">{t('INSIGHTS.NO_STOPS')}</p>
      </section>
    );
  }
  return (
    <FigureTable
      className="max-w-3xl"
      title={t('INSIGHTS.STOPS_TITLE')}
      description={t('INSIGHTS.STOPS_TEXT')}
      k={view.k}
      csvFileName={csvName('stops')}
      table={{
        rowHeader: t('INSIGHTS.QUESTION'),
        columns: [t('INSIGHTS.UNFINISHED_SURVEYS')],
        rows: view.stops.map((stop) => ({
          label: stop.question === null ? t('INSIGHTS.BEFORE_FIRST') : stop.text,
          values: [stop.count],
        })),
      }}
    />
  );
}
