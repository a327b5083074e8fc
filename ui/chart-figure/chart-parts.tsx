import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';
import { formatNumber } from '../lib/intl-format';

/** The charts' default number format: the current language's digits, grouping and decimal sign. */
export function useNumberFormat(format?: (value: number) => string): (value: number) => string {
  const { i18n } = useTranslation();
  return format ?? ((value) => formatNumber(value, i18n.language));
}

/** An id usable in `url(#…)`: React's generated ids may hold characters a CSS url() would not take unquoted. */
export function usePatternId(): string {
  return `chart${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
}

/**
 * The hatching of a suppressed figure ("fewer than k"): diagonal lines in the muted text colour on the
 * surface, a pattern no level or series uses, so it reads as "withheld" in colour, in grey and on paper.
 */
export function SuppressedPattern({ id }: { id: string }) {
  return (
    <pattern id={id} patternUnits="userSpaceOnUse" width={7} height={7} patternTransform="rotate(45)">
      <rect width={7} height={7} className="fill-surface" />
      <line x1={1.5} y1={0} x2={1.5} y2={7} className="stroke-text-muted" strokeWidth={2.5} />
    </pattern>
  );
}

/** Holds the patterns a chart's SVGs refer to: laid out (not display: none, which would disable them) but of no size. */
export function PatternDefs({ children }: { children: ReactNode }) {
  return (
    <svg aria-hidden="true" focusable="false" className="absolute size-0 overflow-hidden">
      <defs>{children}</defs>
    </svg>
  );
}

/** A hatched stub, as a suppressed bar or segment is drawn, with a dashed outline. */
export function SuppressedStub({ patternId, className }: { patternId: string; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={cn('block shrink-0 overflow-visible', className)} data-suppressed>
      <rect width="100%" height="100%" fill={`url(#${patternId})`} />
      <rect width="100%" height="100%" className="fill-none stroke-text-muted" strokeWidth={1.5} strokeDasharray="3 2" />
    </svg>
  );
}

export interface LegendItem {
  key: string;
  /** A small drawing of the series or segment (decorative). */
  swatch: ReactNode;
  label: string;
}

/** The legend under a chart: swatches and words in a wrapping row. */
export function ChartLegend({ items, className }: { items: readonly LegendItem[]; className?: string }) {
  return (
    <ul className={cn('m-0 mt-3 flex list-none flex-wrap gap-x-6 gap-y-2 p-0 text-lg', className)}>
      {items.map((item) => (
        <li key={item.key} className="flex max-w-full items-center gap-2">
          {item.swatch}
          <span className="min-w-0">{item.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** The legend entry of "fewer than k": the hatched stub and the words. */
export function suppressedLegendItem(patternId: string, label: string): LegendItem {
  return { key: 'suppressed', swatch: <SuppressedStub patternId={patternId} className="h-5 w-7" />, label };
}

export interface ChartRow {
  key: string;
  label: string;
  bar: ReactNode;
}

/**
 * The rows of a bar chart: each label is HTML text beside its bar in a wide container and above it in a narrow
 * one, so long German or Cyrillic labels wrap and grow with the reader's text size.
 */
export function ChartRows({ rows, className }: { rows: readonly ChartRow[]; className?: string }) {
  return (
    <ul className={cn('m-0 flex list-none flex-col p-0', className)}>
      {rows.map((row) => (
        <li key={row.key} className="grid grid-cols-1 items-center gap-x-4 gap-y-1 @lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <span className="text-lg leading-snug">{row.label}</span>
          {row.bar}
        </li>
      ))}
    </ul>
  );
}

/** The words of a suppressed figure in a chart: "fewer than k". */
export function FewerThanWords({ k }: { k: number }) {
  const { t } = useTranslation();
  return <span className="text-lg text-text-muted italic">{t('CHART.FEWER_THAN', { k })}</span>;
}

/** Said instead of a chart when there is nothing to draw. */
export function ChartEmpty({ className }: { className?: string }) {
  const { t } = useTranslation();
  return <p className={cn('m-0 text-lg', className)}>{t('CHART.EMPTY')}</p>;
}
