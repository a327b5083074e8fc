import * as RadixProgress from '@radix-ui/react-progress';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';

export interface CompletionMeterProps {
  /** How many questions are answered. */
  answered: number;
  /** How many questions there are. */
  total: number;
  className?: string;
}

/**
 * The questionnaire's overall completion: a Radix progress bar (role=progressbar with its value) under the
 * visible words "12 of 30 answered". The text names the bar, so the count is read out the same way it shows.
 */
export function CompletionMeter({ answered, total, className }: CompletionMeterProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const max = Math.max(total, 1);
  const value = Math.min(Math.max(answered, 0), max);
  const label = t('SURVEY.COMPLETION', { answered: value, total });
  return (
    <div className={cn('flex w-full flex-col gap-2', className)}>
      <p id={labelId} className="m-0 text-lg font-bold">
        {label}
      </p>
      <RadixProgress.Root
        value={value}
        max={max}
        aria-labelledby={labelId}
        getValueLabel={() => label}
        className="relative h-4 w-full overflow-hidden rounded-full border-2 border-border-strong bg-surface"
      >
        <RadixProgress.Indicator
          className="h-full bg-accent transition-[width] motion-reduce:transition-none"
          style={{ width: `${(value / max) * 100}%` }}
        />
      </RadixProgress.Root>
    </div>
  );
}
