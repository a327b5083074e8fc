import type { StackedBarChartProps } from './stacked-bar-chart';

const levels = ['Level 1: beginning', 'Level 2: on the way', 'Level 3: confident'];

/** Named examples shared by the stories, the render tests and the axe loop. */
export const stackedBarChartExamples = {
  /** Respondents by level per sub-topic, lowest level first. */
  typical: {
    k: 5,
    segmentLabels: levels,
    rows: [
      { label: 'Information and data', segments: [42, 118, 96] },
      { label: 'Communication and collaboration', segments: [30, 101, 125] },
      { label: 'Digital content creation', segments: [88, 120, 48] },
      { label: 'Safety', segments: [25, 90, 141] },
      { label: 'Problem solving', segments: [61, 132, 63] },
    ],
  },
  suppressed: {
    k: 5,
    segmentLabels: levels,
    rows: [
      { label: 'Work ability', segments: [null, 14, 22] },
      { label: 'Learning', segments: [9, null, 27] },
      { label: 'Flexibility', segments: [null, null, null] },
    ],
  },
  /**
   * Hidden levels with each row's total (everyone in it): the shown levels are shares of the total, what they
   * leave is one hatched block in the hidden levels' place.
   */
  hiddenWithTotal: {
    k: 5,
    segmentLabels: levels,
    rows: [
      { label: 'Work and home life', segments: [null, 10, 10], total: 24 },
      { label: 'Learning', segments: [9, null, 27], total: 40 },
      { label: 'Time', segments: [null, null, 20], total: 28 },
      { label: 'Flexibility', segments: [null, 30, null], total: 38 },
    ],
  },
  empty: { k: 5, segmentLabels: levels, rows: [] },
  oneRow: { k: 5, segmentLabels: levels, rows: [{ label: 'Safety', segments: [12, 30, 58] }] },
  longGerman: {
    k: 5,
    segmentLabels: ['Stufe 1: Sie fangen gerade an', 'Stufe 2: Sie sind auf einem guten Weg', 'Stufe 3: Sie sind sicher'],
    rows: [
      { label: 'Informations- und Datenkompetenz', segments: [31, 77, 54] },
      { label: 'Kommunikationsfähigkeit und Zusammenarbeit', segments: [12, 60, 90] },
      { label: 'Datenschutzsicherheitsvorkehrungen', segments: [null, 41, 118] },
    ],
  },
  cyrillic: {
    k: 5,
    segmentLabels: ['Ниво 1', 'Ниво 2', 'Ниво 3'],
    rows: [
      { label: 'Информация и данни', segments: [18, 40, 22] },
      { label: 'Безопасност', segments: [7, 33, 40] },
    ],
  },
  fiveLevels: {
    k: 5,
    segmentLabels: ['Level 1', 'Level 2', 'Level 3', 'Level 4', 'Level 5'],
    rows: [
      { label: 'Work-home conflict', segments: [20, 35, 60, 45, 25] },
      { label: 'Time', segments: [5, 15, 40, 70, 55] },
    ],
  },
} satisfies Record<string, StackedBarChartProps>;
