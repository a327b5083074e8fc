export { BarChart, type BarChartProps, type BarDatum } from './bar-chart';
