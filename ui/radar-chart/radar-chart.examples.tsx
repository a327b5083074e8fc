import type { RadarChartProps } from './radar-chart';

const digital = [
  { name: 'Information and data', current: 80, previous: 60 },
  { name: 'Communication and collaboration', current: 66.7, previous: 50 },
  { name: 'Digital content creation', current: 40, previous: 45 },
  { name: 'Safety', current: 90, previous: 70 },
  { name: 'Problem solving', current: 55, previous: 30 },
];

/** Named examples shared by the stories, the render tests and the axe loop. */
export const radarChartExamples = {
  current: { data: digital },
  previousShown: { data: digital, showPrevious: true },
  previousPartly: {
    data: [
      { name: 'Work ability', current: 70, previous: 50 },
      { name: 'Learning', current: 45, previous: null },
      { name: 'Flexibility', current: 85, previous: 60 },
    ],
    showPrevious: true,
  },
  extremes: {
    data: [
      { name: 'Work-home conflict', current: 0 },
      { name: 'Time', current: 100 },
      { name: 'Energy', current: 50 },
      { name: 'Rest', current: 100 },
    ],
  },
  /** The worst case for the ring labels (25 % … 100 %, between the first two axes): both series cross them. */
  nearRingLabels: {
    data: [
      { name: 'Information and data', current: 62, previous: 93 },
      { name: 'Communication and collaboration', current: 62, previous: 93 },
      { name: 'Digital content creation', current: 31, previous: 31 },
      { name: 'Safety', current: 100, previous: 75 },
      { name: 'Problem solving', current: 25, previous: 50 },
    ],
    showPrevious: true,
  },
  empty: { data: [] },
  longGerman: {
    data: [
      { name: 'Informations- und Datenkompetenz', current: 75, previous: 50 },
      { name: 'Kommunikationsfähigkeit und Zusammenarbeit', current: 60, previous: 65 },
      { name: 'Erstellung digitaler Inhalte', current: 35, previous: 20 },
      { name: 'Datenschutzsicherheitsvorkehrungen', current: 88, previous: 70 },
      { name: 'Problemlösungskompetenz', current: 50, previous: 40 },
    ],
    showPrevious: true,
  },
  cyrillic: {
    data: [
      { name: 'Информация и данни', current: 72, previous: 58 },
      { name: 'Комуникация и сътрудничество', current: 64, previous: 64 },
      { name: 'Безопасност', current: 81, previous: 50 },
    ],
    showPrevious: true,
  },
} satisfies Record<string, RadarChartProps>;
