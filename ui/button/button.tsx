import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';

export const buttonVariants = cva(
  [
    'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-control border-2 py-2',
    'font-body text-lg font-bold leading-tight transition-colors motion-reduce:transition-none',
    'focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
  ],
  {
    variants: {
      variant: {
        primary: 'border-accent bg-accent text-on-accent hover:border-accent-hover hover:bg-accent-hover',
        secondary: 'border-accent bg-surface text-accent hover:bg-accent-soft',
        danger: 'border-danger bg-danger text-on-accent hover:opacity-90',
        ghost: 'border-transparent bg-transparent text-accent underline-offset-4 hover:underline',
        /** Takes the colour of its surroundings, e.g. the header bar in either theme. */
        plain: 'border-transparent bg-transparent text-current underline-offset-4 hover:border-current',
      },
      // The side padding lives in the sizes only: two padding classes on one element would be decided by the
      // order of the generated CSS, not by the order of the class names.
      size: {
        medium: 'px-5',
        large: 'min-h-14 px-7 text-xl',
        full: 'w-full px-5',
        /** Square icon-only buttons (IconButton). */
        icon: 'px-2',
      },
    },
    defaultVariants: { variant: 'primary', size: 'medium' },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariants {
  /** Shows a spinner, keeps the label for screen readers and blocks repeated clicks. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  loading = false,
  className,
  children,
  disabled,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type={type}
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? (
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-3 border-current border-t-transparent motion-reduce:animate-none"
        />
      ) : null}
      {children}
      {loading ? <span className="sr-only">{`, ${t('UI.LOADING')}`}</span> : null}
    </button>
  );
}
