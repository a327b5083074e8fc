import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../button';
import { cn } from '../lib/cn';
import { FigureDataTable } from './figure-data-table';
import { type FigureTableData, figureCsv, saveCsvFile } from './figure-data';

export interface FigureProps {
  title: string;
  /** One plain-words line: what the figure means. */
  description: string;
  /** The smallest group shown: a null figure rests on fewer than k respondents. */
  k: number;
  table: FigureTableData;
  /** Writes a number of the given value column (0 is the first after the row labels); defaults to the language's number format. */
  format?: (value: number, column: number) => string;
  csvFileName: string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export interface ChartFigureProps extends FigureProps {
  /** The chart, hidden from assistive technology: its figures are in the table. */
  children: ReactNode;
}

/**
 * A chart with its figures one press away: title, a plain-words line, the chart, and the same figures as a real
 * table. The table is always there for screen readers (out of sight while the chart shows); "Show as table"
 * puts it on screen in the chart's place; paper gets both. "Download as CSV" saves the table.
 */
export function ChartFigure({ children, ...props }: ChartFigureProps) {
  const { t } = useTranslation();
  const [showTable, setShowTable] = useState(false);
  return (
    <FigureFrame
      {...props}
      tableVisible={showTable}
      toggle={
        <button
          type="button"
          className={buttonVariants({ variant: 'secondary' })}
          onClick={() => setShowTable((shown) => !shown)}
          // The figure's title after the words, so several figures' buttons differ; a hidden span for it came out
          // as "Show as table : title" in Chromium's name. No aria-expanded/aria-controls: the table is in the
          // accessibility tree either way (out of sight while the chart shows), so "collapsed" would mislead.
          aria-label={`${showTable ? t('CHART.SHOW_CHART') : t('CHART.SHOW_TABLE')}: ${props.title}`}
        >
          {showTable ? t('CHART.SHOW_CHART') : t('CHART.SHOW_TABLE')}
        </button>
      }
    >
      <div data-chart className={cn('mt-4', showTable && 'hidden print:block')}>
        {children}
      </div>
    </FigureFrame>
  );
}

/** A figure that is a table only (no chart): the same title, line, table and CSV download as ChartFigure. */
export function FigureTable(props: FigureProps) {
  return <FigureFrame {...props} tableVisible />;
}

interface FigureFrameProps extends FigureProps {
  tableVisible: boolean;
  toggle?: ReactNode;
  children?: ReactNode;
}

function FigureFrame({
  title,
  description,
  k,
  table,
  format,
  csvFileName,
  headingLevel = 2,
  className,
  tableVisible,
  toggle,
  children,
}: FigureFrameProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const descriptionId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <figure
      aria-labelledby={headingId}
      aria-describedby={descriptionId}
      className={cn('@container m-0 w-full min-w-0', className)}
    >
      <figcaption>
        <Heading id={headingId} className="m-0 font-heading text-xl font-bold">
          {title}
        </Heading>
        <p id={descriptionId} className="m-0 mt-1 text-lg">
          {description}
        </p>
      </figcaption>
      <div className="mt-4 flex flex-wrap gap-3 print:hidden">
        {toggle}
        <button
          type="button"
          className={buttonVariants({ variant: 'secondary' })}
          onClick={() => saveCsvFile(figureCsv(table, k), csvFileName)}
          aria-label={`${t('CHART.DOWNLOAD_CSV')}: ${title}`}
        >
          {t('CHART.DOWNLOAD_CSV')}
        </button>
      </div>
      {children}
      <div className={cn(tableVisible && 'mt-4', 'print:mt-4')}>
        <FigureDataTable caption={title} table={table} k={k} format={format} visible={tableVisible} />
      </div>
    </figure>
  );
}
