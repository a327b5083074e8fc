import type { MouseEvent } from 'react';
import { ChevronDownIcon } from '../icon-button';
import { cn } from '../lib/cn';

export interface DropdownChevronProps {
  open: boolean;
  /** Set when the chevron itself opens and closes the list (the searchable dropdown). */
  onMouseDown?: (event: MouseEvent<SVGSVGElement>) => void;
}

/** The arrow at the end of a dropdown's box; it turns over while the list is open. */
export function DropdownChevron({ open, onMouseDown }: DropdownChevronProps) {
  return (
    <ChevronDownIcon
      className={cn(
        'size-6 shrink-0',
        onMouseDown && 'cursor-pointer',
        'transition-transform motion-reduce:transition-none',
        open && 'rotate-180',
      )}
      onMouseDown={onMouseDown}
    />
  );
}
