import { scaleLinear } from 'd3-scale';
import { useTranslation } from 'react-i18next';
import {
  ChartEmpty,
  ChartLegend,
  ChartRows,
  FewerThanWords,
  type LegendItem,
  PatternDefs,
  SuppressedPattern,
  SuppressedStub,
  suppressedLegendItem,
  usePatternId,
} from '../chart-figure';
import { cn } from '../lib/cn';
import { formatPercent } from '../lib/intl-format';
import { SegmentFill, TexturePattern, segmentOpacity, segmentTexture } from './segment-style';

export interface StackedBarRow {
  label: string;
  /** Counts per level, lowest first; null: fewer than k respondents (a hatched stub, never a segment of 0). */
  segments: readonly (number | null)[];
}

export interface StackedBarChartProps {
  rows: readonly StackedBarRow[];
  /** The name of each level, lowest first (the legend). */
  segmentLabels: readonly string[];
  /** Writes a segment's share of its row's known total (0 to 1); defaults to a whole percent in the current language. */
  format?: (share: number) => string;
  k: number;
  className?: string;
}

/** A segment narrower than this share of its bar shows no label inside (the table has every figure). */
const labelledShare = 0.12;

/**
 * One 100 % bar per row (a sub-topic): its levels' counts as shares of the row's known total, lowest level
 * first. A suppressed count takes no share; it is a narrow hatched stub in its level's place, and the legend
 * says "fewer than k". Hidden from assistive technology: ChartFigure's table has the figures.
 */
export function StackedBarChart({ rows, segmentLabels, format, k, className }: StackedBarChartProps) {
  const { t, i18n } = useTranslation();
  const patternId = usePatternId();
  if (rows.length === 0) return <ChartEmpty className={className} />;

  const levels = segmentLabels.length;
  const writeShare = format ?? ((share: number) => formatPercent(share * 100, i18n.language));
  const anySuppressed = rows.some((row) => row.segments.some((count) => count === null));
  const legend: LegendItem[] = segmentLabels.map((label, index) => ({
    key: `${index}-${label}`,
    swatch: <SegmentFill index={index} count={levels} patternPrefix={patternId} className="block h-5 w-7 shrink-0" />,
    label,
  }));
  if (anySuppressed) legend.push(suppressedLegendItem(patternId, t('CHART.SUPPRESSED', { k })));

  return (
    <div aria-hidden="true" className={cn('@container relative w-full', className)}>
      <PatternDefs>
        <SuppressedPattern id={patternId} />
        {segmentLabels.map((label, index) => (
          <TexturePattern
            key={`${index}-${label}`}
            id={`${patternId}-${index}`}
            texture={segmentTexture(index, levels)}
            onDark={segmentOpacity(index, levels) > 0.55}
          />
        ))}
      </PatternDefs>
      <ChartRows
        className="gap-4"
        rows={rows.map((row, index) => ({
          key: `${index}-${row.label}`,
          label: row.label,
          bar: <StackedBar row={row} levels={levels} patternId={patternId} writeShare={writeShare} k={k} />,
        }))}
      />
      <ChartLegend items={legend} />
    </div>
  );
}

interface StackedBarProps {
  row: StackedBarRow;
  levels: number;
  patternId: string;
  writeShare: (share: number) => string;
  k: number;
}

function StackedBar({ row, levels, patternId, writeShare, k }: StackedBarProps) {
  const allSuppressed = row.segments.length > 0 && row.segments.every((count) => count === null);
  const known = row.segments.reduce<number>((sum, count) => sum + (count ?? 0), 0);
  const share = scaleLinear()
    .domain([0, known > 0 ? known : 1])
    .range([0, 1]);
  return (
    <span className="flex items-center gap-2">
      <span className={cn('flex h-10 items-stretch gap-0.5', !allSuppressed && 'flex-1')} data-row={row.label}>
        {row.segments.map((count, index) => {
          if (count === null) return <SuppressedStub key={index} patternId={patternId} className="h-full w-3" />;
          const part = share(count);
          if (part <= 0) return null;
          return (
            <span
              key={index}
              className="relative flex min-w-0 items-center justify-center"
              style={{ flex: `${part} 1 0` }}
              data-share={part}
            >
              <SegmentFill index={index} count={levels} patternPrefix={patternId} className="absolute inset-0 size-full" />
              {part >= labelledShare ? (
                <span className="relative rounded-control bg-surface px-1 text-lg leading-tight font-bold tabular-nums">
                  {writeShare(part)}
                </span>
              ) : null}
            </span>
          );
        })}
      </span>
      {allSuppressed ? <FewerThanWords k={k} /> : null}
    </span>
  );
}
