import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { CheckIcon } from '../icon-button';
import { type IconProps, Svg } from '../icon-button/icons';
import { cn } from '../lib/cn';
import { useCopy } from './use-copy';

/** Two overlapping sheets, for copying (here rather than with the other icons: only this lazy part needs it). */
const CopyIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V6a2 2 0 0 1 2-2h9" />
  </Svg>
);

export interface SupportReferenceProps {
  /** The sentence before the id, already translated ("If you contact us, please quote this reference:"). */
  label: string;
  /** The id to quote, shown whole. */
  id: string;
  className?: string;
}

/**
 * An id a person is asked to quote (a failed request's, so the team finds its log line): the sentence, the
 * whole id as selectable monospace text (one tap selects all of it), and a Copy button where the browser
 * can copy, which says "Copied" in a status region once it has.
 */
export function SupportReference({ label, id, className }: SupportReferenceProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const code = useRef<HTMLElement>(null);
  const { canCopy, copied, copy } = useCopy(id, code);
  return (
    <div className={cn('flex flex-col items-start gap-2 font-body font-normal text-text', className)}>
      <p id={labelId} className="m-0">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <code
          ref={code}
          translate="no"
          className="select-all rounded-card border-2 border-border bg-surface px-2 py-1 font-mono text-lg"
        >
          {id}
        </code>
        {canCopy ? (
          <Button variant="secondary" aria-describedby={labelId} onClick={() => void copy()}>
            <CopyIcon className="size-5" />
            {t('UI.COPY')}
          </Button>
        ) : null}
        <span role="status" className="inline-flex items-center gap-1 font-bold">
          {copied ? (
            <>
              <CheckIcon className="size-5 text-success" />
              {t('UI.COPIED')}
            </>
          ) : null}
        </span>
      </div>
    </div>
  );
}
