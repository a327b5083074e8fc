import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';

export interface LoadingOverlayProps {
  /** What is happening (already translated); defaults to UI.LOADING. */
  label?: string;
  className?: string;
}

/**
 * A full-page layer while something loads: it swallows pointer clicks on the page below and announces the
 * label as a status. It does not trap keyboard focus; mount it only while loading.
 */
export function LoadingOverlay({ label, className }: LoadingOverlayProps) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-busy="true"
      className={cn('fixed inset-0 z-[70] flex cursor-wait items-center justify-center bg-page/80 p-4', className)}
    >
      <div className="flex flex-col items-center gap-4 rounded-card border-2 border-border-strong bg-surface px-8 py-6 shadow-xl">
        <span
          aria-hidden="true"
          className="size-14 animate-spin rounded-full border-6 border-accent border-t-transparent motion-reduce:animate-none motion-reduce:border-dotted"
        />
        <span className="font-bold text-lg text-text">{label ?? t('UI.LOADING')}</span>
      </div>
    </div>
  );
}
