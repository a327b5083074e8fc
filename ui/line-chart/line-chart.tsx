import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ChartEmpty,
  ChartLegend,
  type LegendItem,
  PatternDefs,
  SuppressedPattern,
  suppressedLegendItem,
  useNumberFormat,
  usePatternId,
} from '../chart-figure';
import { cn } from '../lib/cn';
import { chartFontSize, type LineSeries, lineLayout, markerPath, styleOf } from './line-geometry';
import { LineSvg } from './line-svg';

export interface LineChartProps {
  /** The x labels, already formatted ("March 2025", "week 12"), one per value of every series. */
  periods: readonly string[];
  /** Up to 4 series (more repeat the styles), e.g. registered, started, completed, unfinished. */
  series: readonly LineSeries[];
  format?: (value: number) => string;
  k: number;
  className?: string;
}

/**
 * One line per series over the periods (1 to about 60), each with its own colour, dash and marker shape, and a
 * legend. A suppressed value is a gap in its line inside a hatched band, named "fewer than k" in the legend.
 * The drawing is as many units wide as the chart is wide in the page's text size (its pixels at 18 px text, half
 * as many at 200 % text), so its text is always the page's size and a phone or large text gets a narrower
 * drawing with fewer labels rather than smaller text. Hidden from assistive technology: ChartFigure's table has
 * the figures.
 */
export function LineChart({ periods, series, format, k, className }: LineChartProps) {
  const { t } = useTranslation();
  const formatValue = useNumberFormat(format);
  const patternId = usePatternId();
  const ref = useRef<HTMLDivElement>(null);
  const empty = periods.length === 0 || series.length === 0;
  const width = useDrawingWidth(ref, !empty);
  if (empty) return <ChartEmpty className={className} />;

  const anySuppressed = series.some((s) => s.values.some((value) => value === null));
  const legend: LegendItem[] = series.map((s, index) => ({
    key: `${index}-${s.label}`,
    swatch: <SeriesSwatch index={index} />,
    label: s.label,
  }));
  if (anySuppressed) legend.push(suppressedLegendItem(patternId, t('CHART.SUPPRESSED', { k })));
  const svgProps = { periods, series, formatValue, patternId };

  return (
    <div ref={ref} aria-hidden="true" className={cn('relative w-full max-w-4xl', className)}>
      <PatternDefs>
        <SuppressedPattern id={patternId} />
      </PatternDefs>
      <LineSvg {...svgProps} layout={lineLayout(width)} className="block h-auto w-full" />
      <ChartLegend items={legend} />
    </div>
  );
}

/** The legend's drawing of a series: a short stretch of its line with its marker. */
function SeriesSwatch({ index }: { index: number }) {
  const style = styleOf(index);
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 48 20" className="h-5 w-12 shrink-0">
      <line
        x1={2}
        y1={10}
        x2={46}
        y2={10}
        className={style.stroke}
        strokeWidth={3}
        strokeDasharray={style.dash}
        strokeLinecap={style.dash === '2 5' ? 'round' : 'butt'}
      />
      <path
        d={markerPath(style.shape, 90)}
        transform="translate(24 10)"
        className={`${style.fill} stroke-surface`}
        strokeWidth={1.5}
      />
    </svg>
  );
}

/** Before the first measurement (and where nothing is laid out, as in tests): a desktop column's width. */
const unmeasuredWidth = 720;
/**
 * The narrowest drawing: below it the plot would vanish behind its labels, so a very narrow chart at very large
 * text (a phone at 200 %) shows its text somewhat smaller than the page's, still above 18 px.
 */
const narrowestWidth = 240;

/**
 * The drawing's width in units: the chart's width in pixels, scaled down as the text grows beyond 18 px, so the
 * drawing's 18-unit text is shown at the page's text size (down to the narrowest drawing). Measured before the
 * first paint and on every resize.
 */
function useDrawingWidth(ref: RefObject<HTMLDivElement | null>, drawn: boolean): number {
  const [width, setWidth] = useState(unmeasuredWidth);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!drawn || !element) return;
    const measure = () => {
      const pixels = element.getBoundingClientRect().width;
      const textSize = Number.parseFloat(getComputedStyle(element).fontSize) || chartFontSize;
      if (pixels > 0)
        setWidth(Math.max(narrowestWidth, Math.round((pixels * chartFontSize) / Math.max(textSize, chartFontSize))));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, drawn]);
  return width;
}
