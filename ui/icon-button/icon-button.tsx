import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { buttonVariants, type ButtonVariants } from '../button';
import { cn } from '../lib/cn';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** The decorative icon; it is hidden from assistive technology. */
  icon: ReactNode;
  /** The accessible name (already translated), read by screen readers and shown to no one else. */
  label: string;
  variant?: ButtonVariants['variant'];
  ref?: Ref<HTMLButtonElement>;
}

/** A square 44 px button showing only an icon; its name comes from `label`. */
export function IconButton({ icon, label, variant = 'ghost', className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      className={cn(buttonVariants({ variant, size: 'icon' }), 'no-underline hover:no-underline', className)}
      {...rest}
    >
      <span aria-hidden="true" className="inline-flex">
        {icon}
      </span>
      <span className="sr-only">{label}</span>
    </button>
  );
}
