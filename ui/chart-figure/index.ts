export { ChartFigure, type ChartFigureProps, type FigureProps, FigureTable } from './chart-figure';
export { type FigureTableData, type FigureValue, figureCsv } from './figure-data';
export {
  ChartEmpty,
  ChartLegend,
  type ChartRow,
  ChartRows,
  FewerThanWords,
  type LegendItem,
  PatternDefs,
  SuppressedPattern,
  SuppressedStub,
  suppressedLegendItem,
  useNumberFormat,
  usePatternId,
} from './chart-parts';
