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
  /** Counts per level, lowest first; null: fewer than k respondents (hatched, never a segment of 0). */
  segments: readonly (number | null)[];
  /**
   * Everyone in the row, the hidden levels included (their counts add up to it). Given, each shown level is its
   * share of this total and what the shown leave (total − their sum) is one hatched "fewer than k" block in the
   * hidden levels' place. Not given while a level is hidden, the row prints no percentages: a share of the shown
   * alone would be wrong.
   */
  total?: number;
}

export interface StackedBarChartProps {
  rows: readonly StackedBarRow[];
  /** The name of each level, lowest first (the legend). */
  segmentLabels: readonly string[];
  /** Writes a segment's share of its row's total (0 to 1); defaults to a whole percent in the current language. */
  format?: (share: number) => string;
  k: number;
  className?: string;
}

/** A segment narrower than this share of its bar shows no label inside (the table has every figure). */
const labelledShare = 0.12;

/**
 * One 100 % bar per row (a sub-topic): its levels' counts as shares of the row's total, lowest level first.
 * A suppressed count is hatched in its level's place and the legend says "fewer than k": with the row's total,
 * what the shown levels leave is one hatched block (never a percentage on it); without it, a narrow stub takes no
 * share and the row prints no percentages. Hidden from assistive technology: ChartFigure's table has the figures.
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

/** A part of a row's bar: a shown level, or hatching in the place of one or more hidden levels. */
type BarPart =
  | { kind: 'level'; index: number; share: number; labelled: boolean }
  | { kind: 'hidden'; index: number; share: number }
  | { kind: 'stub'; index: number };

/**
 * A row's parts. With its total: each shown level is count / total, and the rest (total − the shown) is one
 * hatched block in the place of the hidden levels, adjacent ones together; levels hidden apart from each other
 * share the rest evenly, since how it splits is not known (widths only, no figure on them). Without a total,
 * shares of the shown sum, each hidden level a stub, and no percentages where a level is hidden.
 */
function barParts(row: StackedBarRow): BarPart[] {
  const known = row.segments.reduce<number>((sum, count) => sum + (count ?? 0), 0);
  const anyHidden = row.segments.some((count) => count === null);
  const total = row.total !== undefined && Number.isFinite(row.total) ? Math.max(row.total, known) : undefined;
  const whole = total ?? known;
  const rest = total === undefined ? 0 : total - known;
  const runs = row.segments.filter((count, index) => count === null && row.segments[index - 1] !== null).length;
  const parts: BarPart[] = [];
  row.segments.forEach((count, index) => {
    if (count !== null) {
      if (whole > 0 && count > 0)
        parts.push({ kind: 'level', index, share: count / whole, labelled: total !== undefined || !anyHidden });
    } else if (rest <= 0) parts.push({ kind: 'stub', index });
    else if (row.segments[index - 1] !== null) parts.push({ kind: 'hidden', index, share: rest / whole / runs });
  });
  return parts;
}

function StackedBar({ row, levels, patternId, writeShare, k }: StackedBarProps) {
  const { t } = useTranslation();
  const allSuppressed = row.segments.length > 0 && row.segments.every((count) => count === null);
  const parts = allSuppressed ? row.segments.map((_count, index): BarPart => ({ kind: 'stub', index })) : barParts(row);
  return (
    <span className="flex items-center gap-2">
      <span className={cn('flex h-10 items-stretch gap-0.5', !allSuppressed && 'flex-1')} data-row={row.label}>
        {parts.map((part) => {
          if (part.kind === 'stub') return <SuppressedStub key={part.index} patternId={patternId} className="h-full w-3" />;
          if (part.kind === 'hidden')
            return (
              <span
                key={part.index}
                className="@container relative flex min-w-3 items-center justify-center"
                style={{ flex: `${part.share} 1 0` }}
                data-hidden-share={part.share}
              >
                <SuppressedStub patternId={patternId} className="absolute inset-0 size-full" />
                {/* Its words where they fit (two short lines at most); the legend says it too. */}
                <span className="relative hidden max-w-full rounded-control bg-surface px-1 text-center text-lg leading-none text-text-muted italic @min-[6rem]:block">
                  {t('CHART.FEWER_THAN', { k })}
                </span>
              </span>
            );
          return (
            <span
              key={part.index}
              className="relative flex min-w-0 items-center justify-center"
              style={{ flex: `${part.share} 1 0` }}
              data-share={part.share}
            >
              <SegmentFill index={part.index} count={levels} patternPrefix={patternId} className="absolute inset-0 size-full" />
              {part.labelled && part.share >= labelledShare ? (
                <span className="relative rounded-control bg-surface px-1 text-lg leading-tight font-bold tabular-nums">
                  {writeShare(part.share)}
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
