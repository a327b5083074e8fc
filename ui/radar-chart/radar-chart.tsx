import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';
import { formatPercent } from '../lib/intl-format';
import { RadarSvg, narrowLayout, wideLayout } from './radar-svg';
import type { RadarDatum } from './radar-datum';
import { RadarTable } from './radar-table';

export interface RadarChartProps {
  data: readonly RadarDatum[];
  /** Draws the previous attempt as a second, dashed series (and adds its column to the table). */
  showPrevious?: boolean;
  /** Legend and column names; default to "Latest result" and "Previous result". */
  currentLabel?: string;
  previousLabel?: string;
  className?: string;
}

/**
 * The result radar chart: one axis per sub-topic on a 0-100 % scale, the current attempt solid with round
 * markers and the previous one dashed with square markers, so the two differ without colour. The SVG is
 * an image with a summary; the numbers themselves are in the table of the disclosure below it (printed open).
 */
export function RadarChart({ data, showPrevious = false, currentLabel, previousLabel, className }: RadarChartProps) {
  const { t, i18n } = useTranslation();
  if (data.length === 0) return <p className={cn('text-lg', className)}>{t('RESULT.CHART-EMPTY')}</p>;

  const names = data.map((d) => d.name);
  const current = data.map((d) => d.current);
  const withPrevious = showPrevious && data.some((d) => d.previous != null);
  const previous = withPrevious ? data.map((d) => d.previous ?? 0) : null;
  const labels = { current: currentLabel ?? t('RESULT.CURRENT'), previous: previousLabel ?? t('RESULT.PREVIOUS') };
  const summary = t('RESULT.CHART-SUMMARY', { count: data.length });
  const percent = (value: number) => formatPercent(value, i18n.language);
  const svgProps = { names, current, previous, label: summary, tickLabel: percent };

  return (
    <figure className={cn('@container m-0 w-full max-w-3xl', className)}>
      <RadarSvg {...svgProps} layout={narrowLayout} className="mx-auto block h-auto w-full max-w-sm @lg:hidden" />
      <RadarSvg {...svgProps} layout={wideLayout} className="hidden h-auto w-full @lg:block" />
      <ol className="mt-2 list-none p-0 text-lg @lg:hidden">
        {names.map((name, index) => (
          <li key={`${index}-${name}`}>
            <span className="font-bold">{index + 1}.</span> {name}
          </li>
        ))}
      </ol>
      <RadarLegend labels={labels} withPrevious={withPrevious} />
      <details className="mt-4 print:hidden">
        <summary
          className={cn(
            'inline-flex min-h-11 cursor-pointer items-center rounded-control text-lg font-bold text-accent underline underline-offset-4',
            'focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-focus',
          )}
        >
          {t('RESULT.CHART-TABLE-SHOW')}
        </summary>
        <RadarTable data={data} labels={labels} withPrevious={withPrevious} className="mt-3" />
      </details>
      {/* Paper has no disclosure to open, and a black-and-white reader needs the numbers: printed open.
          On screen this copy is not shown, and aria-hidden keeps it out of tests' and tools' way too. */}
      <RadarTable data={data} labels={labels} withPrevious={withPrevious} aria-hidden className="mt-4 hidden print:table" />
    </figure>
  );
}

function RadarLegend({ labels, withPrevious }: { labels: { current: string; previous: string }; withPrevious: boolean }) {
  return (
    <ul className="mt-3 flex list-none flex-wrap gap-x-8 gap-y-2 p-0 text-lg">
      <li className="flex items-center gap-3">
        <svg aria-hidden="true" viewBox="0 0 48 16" className="h-4 w-12 shrink-0">
          <line x1={2} y1={8} x2={46} y2={8} className="stroke-accent" strokeWidth={3.5} />
          <circle cx={24} cy={8} r={6} className="fill-accent" />
        </svg>
        {labels.current}
      </li>
      {withPrevious ? (
        <li className="flex items-center gap-3">
          <svg aria-hidden="true" viewBox="0 0 48 16" className="h-4 w-12 shrink-0">
            <line x1={2} y1={8} x2={46} y2={8} className="stroke-text-muted" strokeWidth={3} strokeDasharray="9 6" />
            <rect x={19} y={3} width={10} height={10} className="fill-surface stroke-text-muted" strokeWidth={2.5} />
          </svg>
          {labels.previous}
        </li>
      ) : null}
    </ul>
  );
}
