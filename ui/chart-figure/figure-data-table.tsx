import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';
import { formatNumber } from '../lib/intl-format';
import type { FigureTableData, FigureValue } from './figure-data';

export interface FigureDataTableProps {
  caption: string;
  table: FigureTableData;
  k: number;
  format?: (value: number, column: number) => string;
  /** Shown on screen; when false the table is still there for screen readers and paper, out of sight. */
  visible: boolean;
}

/**
 * The figures as a real table in a container of its own that scrolls sideways when the table is wider than
 * the page (a 390 px phone), never the page itself: a region named by the caption that takes focus, so the
 * keyboard can scroll it. Out of sight it is neither scrollable nor focusable: focus never lands on something
 * unseen.
 */
export function FigureDataTable({ caption, table, k, format, visible }: FigureDataTableProps) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const cellText = (value: FigureValue, column: number) => {
    if (value === null) return t('CHART.FEWER_THAN', { k });
    if (typeof value === 'string') return value;
    return format ? format(value, column) : formatNumber(value, i18n.language);
  };
  return (
    <section
      aria-labelledby={captionId}
      tabIndex={visible ? 0 : undefined}
      className={cn(
        visible
          ? 'max-w-full overflow-x-auto rounded-control focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-focus'
          : 'sr-only',
        'print:not-sr-only print:overflow-visible',
      )}
    >
      <table className="min-w-full border-collapse text-lg">
        {/* The figure's heading says the same just above: the caption names the table for screen readers only. */}
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead>
          <tr className="border-b-2 border-border-strong">
            <th scope="col" className="py-2 pe-4 text-start align-bottom">
              {table.rowHeader}
            </th>
            {table.columns.map((column, index) => (
              <th
                key={`${index}-${column}`}
                scope="col"
                className="min-w-[4em] py-2 ps-2 pe-4 text-end align-bottom last:pe-0 @lg:min-w-[6em]"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={`${rowIndex}-${row.label}`} className="border-b border-border">
              <th scope="row" className="min-w-[6em] py-2 pe-4 text-start align-top font-normal @lg:min-w-[8em]">
                {row.label}
              </th>
              {row.values.map((value, column) => (
                <td
                  key={column}
                  data-suppressed={value === null || undefined}
                  className={cn(
                    'py-2 ps-2 pe-4 text-end align-top tabular-nums last:pe-0',
                    typeof value === 'string'
                      ? 'min-w-[10em] text-text-muted italic'
                      : value === null
                        ? 'min-w-[5em]'
                        : 'whitespace-nowrap',
                    value === null && 'text-text-muted italic',
                  )}
                >
                  {cellText(value, column)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
