export { RadarChart, type RadarChartProps, type RadarDatum } from './radar-chart';
export { wrapLabel } from './radar-geometry';
