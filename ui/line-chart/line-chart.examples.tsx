import type { LineChartProps } from './line-chart';

const months = ['Jan 2025', 'Feb 2025', 'Mar 2025', 'Apr 2025', 'May 2025', 'Jun 2025', 'Jul 2025', 'Aug 2025'];
const participation = ['Registered', 'Started', 'Completed', 'Unfinished'];

/** 60 weeks of participation that rises, with a summer dip and a week of few respondents. */
function weeks(count: number) {
  const periods = Array.from({ length: count }, (_, index) => `W${(index % 52) + 1}`);
  const started = periods.map((_, index) => Math.round(30 + index * 1.5 + 12 * Math.sin(index / 4)));
  const completed = started.map((value, index) => (index === 17 ? null : Math.round(value * 0.7)));
  return { periods, started, completed };
}
const many = weeks(60);

/** Named examples shared by the stories, the render tests and the axe loop. */
export const lineChartExamples = {
  typical: {
    k: 5,
    periods: months,
    series: [
      { label: participation[0]!, values: [120, 160, 210, 260, 250, 300, 280, 330] },
      { label: participation[1]!, values: [90, 130, 170, 220, 205, 250, 230, 270] },
      { label: participation[2]!, values: [60, 95, 120, 170, 150, 190, 170, 210] },
      { label: participation[3]!, values: [30, 35, 50, 50, 55, 60, 60, 60] },
    ],
  },
  /** Months with fewer than k: gaps in the lines, a hatched band, and one point alone between gaps. */
  suppressed: {
    k: 5,
    periods: months.slice(0, 6),
    series: [
      { label: participation[0]!, values: [12, 18, 9, 25, 31, 40] },
      { label: participation[1]!, values: [8, 11, null, 17, 22, 29] },
      { label: participation[2]!, values: [null, 7, null, 12, 15, 20] },
      { label: participation[3]!, values: [null, null, null, 5, 7, 9] },
    ],
  },
  empty: { k: 5, periods: [], series: [] },
  onePeriod: {
    k: 5,
    periods: ['Mar 2025'],
    series: [
      { label: participation[1]!, values: [42] },
      { label: participation[2]!, values: [30] },
    ],
  },
  manyPeriods: {
    k: 5,
    periods: many.periods,
    series: [
      { label: participation[1]!, values: many.started },
      { label: participation[2]!, values: many.completed },
    ],
  },
  longGerman: {
    k: 5,
    periods: ['Januar 2025', 'Februar 2025', 'März 2025', 'April 2025'],
    series: [
      { label: 'Registrierte Personen', values: [1200, 1450, 1710, 1980] },
      { label: 'Begonnene Fragebögen', values: [900, 1100, 1320, 1500] },
      { label: 'Vollständig abgeschlossene Fragebögen', values: [640, 800, 950, 1120] },
      { label: 'Nicht abgeschlossene Fragebögen', values: [260, 300, 370, 380] },
    ],
  },
  cyrillic: {
    k: 5,
    periods: ['яну 2025', 'фев 2025', 'мар 2025'],
    series: [
      { label: 'Започнати', values: [40, 52, 61] },
      { label: 'Завършени', values: [28, 37, 45] },
    ],
  },
} satisfies Record<string, LineChartProps>;
