import { scaleLinear, scalePoint } from 'd3-scale';
import { line, type SymbolType, symbol, symbolCircle, symbolDiamond, symbolSquare, symbolTriangle } from 'd3-shape';

export interface LineSeries {
  label: string;
  /** One value per period; null: fewer than k respondents (a gap in the line and a hatched band). */
  values: readonly (number | null)[];
}

/** How the i-th series is drawn: colour, dash and marker differ, so the lines differ without colour too. */
export interface SeriesStyle {
  stroke: string;
  fill: string;
  dash?: string;
  shape: SymbolType;
}

export const seriesStyles: readonly SeriesStyle[] = [
  { stroke: 'stroke-accent', fill: 'fill-accent', shape: symbolCircle },
  { stroke: 'stroke-text', fill: 'fill-text', dash: '9 5', shape: symbolSquare },
  { stroke: 'stroke-focus', fill: 'fill-focus', dash: '2 5', shape: symbolTriangle },
  { stroke: 'stroke-text-muted', fill: 'fill-text-muted', dash: '14 4 3 4', shape: symbolDiamond },
];

export const styleOf = (index: number) => seriesStyles[index % seriesStyles.length]!;

export const markerPath = (shape: SymbolType, area: number) => symbol(shape, area)() ?? '';

export interface LineLayout {
  width: number;
  height: number;
  fontSize: number;
  yTicks: number;
  /** Markers are drawn where points are at least this far apart (isolated points always get one). */
  markerSpacing: number;
}

/** The chart's text size in its own units: drawn 1:1 with the page's text (line-chart.tsx). */
export const chartFontSize = 18;

/**
 * The drawing for a chart `width` units wide (its width in pixels scaled so its text is the page's size):
 * shorter than wide, never too flat to read nor taller than a phone's screen, fewer y ticks when narrow.
 */
export function lineLayout(width: number): LineLayout {
  return {
    width,
    height: Math.round(Math.min(380, Math.max(260, width * 0.5))),
    fontSize: chartFontSize,
    yTicks: width < 420 ? 4 : 6,
    markerSpacing: 16,
  };
}

/** Coordinates to a tenth of a unit: finer than any screen shows, and a shorter drawing. */
const tenth = (value: number) => Math.round(value * 10) / 10;

/** A rough width of a text in the chart's font, enough to keep labels apart. */
export const textWidth = (text: string, fontSize: number) => text.length * fontSize * 0.58;

export interface LineGeometry {
  x: (index: number) => number;
  y: (value: number) => number;
  step: number;
  plot: { left: number; top: number; right: number; bottom: number };
  yTicks: number[];
  /** Every n-th period is labelled, so the labels never overlap. */
  labelEvery: number;
}

/**
 * Scales and margins for a layout: y from 0 to a round top (whole-number ticks for counts), x one point per
 * period, centred when there is one; the margins make room for the widest y label and half a period label.
 */
export function lineGeometry(
  layout: LineLayout,
  periods: readonly string[],
  series: readonly LineSeries[],
  tickText: (value: number) => string,
): LineGeometry {
  const values = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const y = scaleLinear()
    .domain([0, Math.max(1, ...values)])
    .nice(layout.yTicks);
  const wholeNumbers = values.every(Number.isInteger);
  const yTicks = y.ticks(layout.yTicks).filter((tick) => !wholeNumbers || Number.isInteger(tick));
  const widestPeriod = Math.max(0, ...periods.map((p) => textWidth(p, layout.fontSize)));
  const widestTick = Math.max(...yTicks.map((tick) => textWidth(tickText(tick), layout.fontSize)));
  const left = Math.max(widestTick + 12, widestPeriod / 2);
  const right = layout.width - Math.max(16, widestPeriod / 2);
  const top = layout.fontSize;
  const bottom = layout.height - layout.fontSize * 2;
  y.range([bottom, top]);
  const x = scalePoint<number>()
    .domain(periods.map((_, index) => index))
    .range([left, right])
    .padding(0.5);
  const step = x.step();
  const labelEvery = Math.max(1, Math.ceil((widestPeriod + layout.fontSize) / Math.max(step, 1)));
  return {
    x: (index) => tenth(x(index) ?? left),
    y: (value) => tenth(y(value)),
    step,
    plot: { left, top, right, bottom },
    yTicks,
    labelEvery,
  };
}

/** The line of a series with a gap wherever a value is suppressed. */
export function seriesPath(values: readonly (number | null)[], geometry: LineGeometry): string {
  return (
    line<number | null>()
      .defined((value) => value !== null)
      .x((_, index) => geometry.x(index))
      .y((value) => geometry.y(value ?? 0))(values as (number | null)[]) ?? ''
  );
}

/** A point with no known neighbour draws no line, so it always gets its marker. */
export const isolated = (values: readonly (number | null)[], index: number) =>
  values[index] !== null && (values[index - 1] ?? null) === null && (values[index + 1] ?? null) === null;
