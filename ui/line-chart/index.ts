export { LineChart, type LineChartProps } from './line-chart';
export type { LineSeries } from './line-geometry';
