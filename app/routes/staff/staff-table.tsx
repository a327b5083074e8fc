import { type ReactNode, useId } from 'react';
import { cn } from '../../../ui/lib/cn';

/** The cell style of the admin panel's tables. */
export const staffCell = 'border-b border-border px-3 py-2 text-left align-top';

export interface StaffColumn {
  label: string;
  /** For columns of buttons: the heading is there for screen readers only. */
  hidden?: boolean;
  /** The heading's own classes, such as its width in a fixed layout. */
  className?: string;
}

export interface StaffTableProps {
  caption: string;
  columns: StaffColumn[];
  children: ReactNode;
  /** The table's own classes (its layout, its text size). */
  className?: string;
  /** The scrolling region's classes, such as hiding it where the page shows the rows another way. */
  regionClassName?: string;
  captionVisible?: boolean;
}

/**
 * A table of the staff pages: a caption, a heading per column, the given rows. A table wider than the window
 * scrolls inside its own region, named by the caption and focusable so the keyboard can scroll it; the page
 * itself never scrolls sideways (docs/accessibility.md). It is `relative`, so the screen-reader-only texts of its
 * cells (absolutely placed) scroll with it instead of widening the page.
 */
export function StaffTable({ caption, columns, children, className, regionClassName, captionVisible }: StaffTableProps) {
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it
    <section aria-labelledby={captionId} tabIndex={0} className={cn('relative overflow-x-auto', regionClassName)}>
      <table className={cn('mt-4 w-full border-collapse text-lg', className)}>
        <caption id={captionId} className={captionVisible ? 'mb-2 text-left font-heading text-xl font-bold' : 'sr-only'}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} className={cn(staffCell, column.className)} scope="col">
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}
