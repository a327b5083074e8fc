import { scaleLinear } from 'd3-scale';
import {
  ChartEmpty,
  ChartRows,
  FewerThanWords,
  PatternDefs,
  SuppressedPattern,
  SuppressedStub,
  useNumberFormat,
  usePatternId,
} from '../chart-figure';
import { cn } from '../lib/cn';

export interface BarDatum {
  label: string;
  /** null: rests on fewer than k respondents (a hatched stub and the words "fewer than k", never a bar of 0). */
  value: number | null;
}

export interface BarChartProps {
  data: readonly BarDatum[];
  /** The value of a full-length bar; defaults to the largest value. */
  max?: number;
  format?: (value: number) => string;
  k: number;
  className?: string;
}

/** Room kept at the end of the longest bar for its value label, in em, so the label never leaves the chart. */
const labelRoom = 7;

/**
 * Horizontal bars, one per label, with the value at the bar's end. Labels are HTML text beside the bars (above
 * them in a narrow container), so long German or Cyrillic labels wrap and grow with the reader's text size; the
 * bars are SVG, so they print. The chart is hidden from assistive technology: ChartFigure's table has its figures.
 */
export function BarChart({ data, max, format, k, className }: BarChartProps) {
  const formatValue = useNumberFormat(format);
  const patternId = usePatternId();
  if (data.length === 0) return <ChartEmpty className={className} />;

  const top = max ?? Math.max(0, ...data.map((d) => d.value ?? 0));
  const share = scaleLinear()
    .domain([0, top > 0 ? top : 1])
    .range([0, 1])
    .clamp(true);

  return (
    <div aria-hidden="true" className={cn('@container relative w-full', className)}>
      <PatternDefs>
        <SuppressedPattern id={patternId} />
      </PatternDefs>
      <ChartRows
        className="gap-3"
        rows={data.map((d, index) => ({
          key: `${index}-${d.label}`,
          label: d.label,
          bar: (
            <Bar value={d.value} share={d.value === null ? 0 : share(d.value)} format={formatValue} k={k} patternId={patternId} />
          ),
        }))}
      />
    </div>
  );
}

interface BarProps {
  value: number | null;
  share: number;
  format: (value: number) => string;
  k: number;
  patternId: string;
}

function Bar({ value, share, format, k, patternId }: BarProps) {
  return (
    <span className="flex min-h-9 items-center gap-2 border-s-2 border-border-strong">
      {value === null ? (
        <>
          <SuppressedStub patternId={patternId} className="h-7 w-3" />
          <FewerThanWords k={k} />
        </>
      ) : (
        <>
          <svg
            aria-hidden="true"
            focusable="false"
            className="block h-7 shrink-0"
            style={{ width: `calc((100% - ${labelRoom}em) * ${share})` }}
            data-value={value}
            data-share={share}
          >
            <rect width="100%" height="100%" className="fill-accent" />
          </svg>
          <span className="whitespace-nowrap text-lg font-bold tabular-nums">{format(value)}</span>
        </>
      )}
    </span>
  );
}
