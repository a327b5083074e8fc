import type { ReactNode } from 'react';
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

/** A table of the admin panel: a caption for screen readers, a heading per column, the given rows. */
export function StaffTable({
  caption,
  columns,
  children,
  className,
  captionVisible,
}: {
  caption: string;
  columns: StaffColumn[];
  children: ReactNode;
  className?: string;
  captionVisible?: boolean;
}) {
  return (
    <table className={cn('mt-4 w-full border-collapse text-lg', className)}>
      <caption className={captionVisible ? 'mb-2 text-left font-heading text-xl font-bold' : 'sr-only'}>{caption}</caption>
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
  );
}
