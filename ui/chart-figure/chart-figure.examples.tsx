import { BarChart } from '../bar-chart';
import { barChartExamples } from '../bar-chart/bar-chart.examples';
import { LineChart } from '../line-chart';
import { lineChartExamples } from '../line-chart/line-chart.examples';
import { StackedBarChart } from '../stacked-bar-chart';
import { stackedBarChartExamples } from '../stacked-bar-chart/stacked-bar-chart.examples';
import type { ChartFigureProps, FigureProps } from './chart-figure';

const participation = lineChartExamples.suppressed;
const countries = barChartExamples.suppressed;
const levels = stackedBarChartExamples.suppressed;

/** Named examples shared by the stories, the render tests and the axe loop: the page's figures. */
export const chartFigureExamples = {
  overTime: {
    title: 'Participation over time',
    description: 'How many people registered, started, completed or left the survey unfinished each month.',
    k: participation.k,
    csvFileName: 'participation-over-time.csv',
    table: {
      rowHeader: 'Month',
      columns: participation.series.map((s) => s.label),
      rows: participation.periods.map((period, index) => ({
        label: period,
        values: participation.series.map((s) => s.values[index] ?? null),
      })),
    },
    children: <LineChart {...participation} />,
  },
  byCountry: {
    title: 'Respondents by country',
    description: 'Respondents whose latest attempt is completed, by the country they gave.',
    k: countries.k,
    csvFileName: 'respondents-by-country.csv',
    table: {
      rowHeader: 'Country',
      columns: ['Respondents'],
      rows: countries.data.map((d) => ({ label: d.label, values: [d.value] })),
    },
    children: <BarChart {...countries} />,
  },
  levels: {
    title: 'Levels per area',
    description: 'How many respondents reached each level in each area, as shares of those we may show.',
    k: levels.k,
    csvFileName: 'levels-per-area.csv',
    headingLevel: 3,
    table: {
      rowHeader: 'Area',
      columns: levels.segmentLabels,
      rows: levels.rows.map((r) => ({ label: r.label, values: r.segments })),
    },
    children: <StackedBarChart {...levels} />,
  },
  empty: {
    title: 'Respondents by country',
    description: 'Respondents whose latest attempt is completed, by the country they gave.',
    k: 5,
    csvFileName: 'respondents-by-country.csv',
    table: { rowHeader: 'Country', columns: ['Respondents'], rows: [] },
    children: <BarChart k={5} data={[]} />,
  },
} satisfies Record<string, ChartFigureProps>;

/** Figures that are a table only: reliability per area, with a reason in words and suppressed values. */
export const figureTableExamples = {
  reliability: {
    title: 'Reliability per area',
    description: "Cronbach's alpha: how consistently an area's questions measure the same thing (0 to 1).",
    k: 5,
    csvFileName: 'reliability.csv',
    headingLevel: 3,
    format: (value: number, column: number) => (column === 0 ? value.toFixed(2) : String(value)),
    table: {
      rowHeader: 'Area',
      columns: ['Alpha', 'Scored questions', 'Respondents'],
      rows: [
        { label: 'Information and data', values: [0.82, 6, 256] },
        { label: 'Safety', values: ['no alpha: one scored question', 1, 256] },
        { label: 'Problem solving, "hands-on"', values: [null, 4, null] },
      ],
    },
  },
  /** Many columns: the table scrolls inside its own region on a phone, never the page. */
  wide: {
    title: 'Answers per option',
    description: 'How often each option was chosen, per country.',
    k: 5,
    csvFileName: 'answers-per-option.csv',
    table: {
      rowHeader: 'Option',
      columns: [
        'Czechia',
        'Slovakia',
        'Germany',
        'Slovenia',
        'Croatia',
        'Bosnia and Herzegovina',
        'Serbia',
        'Hungary',
        'Bulgaria',
      ],
      rows: [
        { label: 'Every day', values: [120, 88, 301, 40, 52, null, 33, 61, 75] },
        { label: 'Once a week or more', values: [98, 70, 240, 31, 47, 9, 28, 55, 64] },
        { label: 'Rarely or never', values: [41, 22, 118, null, 12, null, 7, 20, 30] },
      ],
    },
  },
} satisfies Record<string, FigureProps>;
