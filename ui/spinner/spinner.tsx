import { cva, type VariantProps } from 'class-variance-authority';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';

export const spinnerVariants = cva(
  'inline-block animate-spin rounded-full border-current border-t-transparent text-accent motion-reduce:animate-none motion-reduce:border-dotted',
  {
    variants: {
      size: {
        small: 'size-5 border-3',
        medium: 'size-8 border-4',
        large: 'size-14 border-6',
      },
    },
    defaultVariants: { size: 'medium' },
  },
);

export interface SpinnerProps extends VariantProps<typeof spinnerVariants> {
  /** What is loading (already translated); defaults to UI.LOADING. */
  label?: string;
  /** Show the label beside the spinner instead of only to screen readers. */
  showLabel?: boolean;
  className?: string;
}

/** A loading indicator announced politely as a status message. */
export function Spinner({ label, showLabel = false, size, className }: SpinnerProps) {
  const { t } = useTranslation();
  const text = label ?? t('UI.LOADING');
  return (
    <span role="status" className={cn('inline-flex items-center gap-3 text-lg text-text', className)}>
      <span aria-hidden="true" className={spinnerVariants({ size })} />
      <span className={showLabel ? undefined : 'sr-only'}>{text}</span>
    </span>
  );
}
