import type { BarChartProps } from './bar-chart';

/** Named examples shared by the stories, the render tests and the axe loop. */
export const barChartExamples = {
  /** Respondents by country. */
  typical: {
    k: 5,
    data: [
      { label: 'Czechia', value: 412 },
      { label: 'Slovakia', value: 238 },
      { label: 'Germany', value: 1204 },
      { label: 'Slovenia', value: 97 },
      { label: 'Hungary', value: 156 },
    ],
  },
  suppressed: {
    k: 5,
    data: [
      { label: 'Croatia', value: 64 },
      { label: 'Bosnia and Herzegovina', value: null },
      { label: 'Serbia', value: 12 },
      { label: 'Bulgaria', value: null },
      { label: 'Unknown', value: 0 },
    ],
  },
  empty: { k: 5, data: [] },
  one: { k: 5, data: [{ label: 'Czechia', value: 7 }] },
  /** Option counts of a question, as a German reader sees them. */
  longGerman: {
    k: 10,
    max: 300,
    data: [
      { label: 'Ich nutze regelmäßig Videotelefonie, um mit meiner Familie und meinen Kolleginnen zu sprechen', value: 211 },
      { label: 'Gelegentlich, wenn mir jemand bei der Einrichtung hilft', value: 84 },
      { label: 'Datenschutzeinstellungsmöglichkeiten sind mir unbekannt', value: 37 },
      { label: 'Keine der oben genannten Antworten', value: null },
    ],
  },
  cyrillic: {
    k: 5,
    data: [
      { label: 'България', value: 318 },
      { label: 'Сърбия', value: 142 },
      { label: 'Северна Македония', value: null },
    ],
  },
  /** Shares in percent with the page's own format. */
  percent: {
    k: 5,
    max: 100,
    format: (value: number) => `${value} %`,
    data: [
      { label: 'Completed', value: 72 },
      { label: 'Unfinished', value: 28 },
    ],
  },
} satisfies Record<string, BarChartProps>;
