export { type StackedBarChartProps, type StackedBarRow, StackedBarChart } from './stacked-bar-chart';
