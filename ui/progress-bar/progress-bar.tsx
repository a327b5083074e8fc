import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, ChevronDownIcon, IconButton } from '../icon-button';
import { cn } from '../lib/cn';
import { useWindowWidth } from '../lib/use-window-width';
import { progressBarWidth, progressPageCount, progressPageOf, progressPageRange, progressPageSize } from './progress-paging';

export interface ProgressBarProps {
  /** One entry per question, in order: whether it is answered. */
  answered: readonly boolean[];
  /** The 0-based index of the question on screen. */
  current: number;
  /** Jump to the question at this 0-based index. */
  onSelect: (index: number) => void;
  /** The window width the page size is computed from; the live window width when left out. */
  width?: number;
  className?: string;
}

const stepClasses = cn(
  'relative flex size-11 items-center justify-center rounded-full border-2 font-bold text-lg leading-none',
  'focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-focus',
  'border-border-strong bg-surface text-text hover:bg-surface-muted',
  'data-[answered=true]:border-accent data-[answered=true]:bg-accent-soft',
  // Current: a thick ring and a bar underneath, so it differs by shape as well as colour.
  'aria-[current=step]:border-[5px] aria-[current=step]:border-accent',
  'aria-[current=step]:after:absolute aria-[current=step]:after:-bottom-3 aria-[current=step]:after:h-1.5 aria-[current=step]:after:w-8 aria-[current=step]:after:rounded-full aria-[current=step]:after:bg-text',
);

/**
 * The questionnaire's paged progress bar (docs/product/screens.md, limits.md): numbered steps, each a button that jumps
 * to its question, paged by the width rule of progress-paging.ts, with buttons for the earlier and later
 * pages. Answered steps carry a check mark, the current one a thick ring and a bar beneath.
 */
export function ProgressBar({ answered, current, onSelect, width, className }: ProgressBarProps) {
  const { t } = useTranslation();
  const windowWidth = useWindowWidth();
  const total = answered.length;
  const pageSize = progressPageSize({ width: width ?? windowWidth, total });
  const pages = progressPageCount(total, pageSize);
  // The page follows the current question until the user pages by hand; a new question or size resets it.
  const follows = `${current}:${pageSize}`;
  const [browsed, setBrowsed] = useState<{ page: number; follows: string } | null>(null);
  const page = browsed?.follows === follows ? browsed.page : progressPageOf(current, pageSize);
  const { start, end } = progressPageRange(page, pageSize, total);
  const goTo = (next: number) => {
    if (next >= 0 && next < pages) setBrowsed({ page: next, follows });
  };

  return (
    <nav aria-label={t('PROGRESS.LABEL')} className={cn('flex flex-col items-center gap-3', className)}>
      <div className="flex w-full items-center justify-center gap-2">
        {pages > 1 ? (
          <IconButton
            icon={<ChevronDownIcon className="size-6 rotate-90" />}
            label={t('PROGRESS.PREVIOUS_PAGE')}
            aria-disabled={page === 0 || undefined}
            onClick={() => goTo(page - 1)}
          />
        ) : null}
        <ol
          className="m-0 flex min-w-0 max-w-full list-none flex-wrap items-center justify-center gap-x-2 gap-y-5 p-0 pb-3"
          style={{ width: progressBarWidth(end - start) }}
        >
          {answered.slice(start, end).map((isAnswered, offset) => {
            const index = start + offset;
            return (
              <li key={index} className="flex">
                <button
                  type="button"
                  className={stepClasses}
                  data-answered={isAnswered}
                  aria-current={index === current ? 'step' : undefined}
                  aria-label={t(isAnswered ? 'PROGRESS.STEP_ANSWERED' : 'PROGRESS.STEP_NOT_ANSWERED', {
                    number: index + 1,
                    total,
                  })}
                  onClick={() => onSelect(index)}
                >
                  {index + 1}
                  {isAnswered ? (
                    <span className="absolute -top-2 -right-2 flex size-5 items-center justify-center rounded-full border-2 border-surface bg-success text-on-accent">
                      <CheckIcon className="size-3.5" strokeWidth={3.5} />
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ol>
        {pages > 1 ? (
          <IconButton
            icon={<ChevronDownIcon className="size-6 -rotate-90" />}
            label={t('PROGRESS.NEXT_PAGE')}
            aria-disabled={page === pages - 1 || undefined}
            onClick={() => goTo(page + 1)}
          />
        ) : null}
      </div>
    </nav>
  );
}
