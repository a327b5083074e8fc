export { RadarChart, type RadarChartProps } from './radar-chart';
export type { RadarDatum } from './radar-datum';
export { wrapLabel } from './radar-geometry';
