import type { AnchorHTMLAttributes, Ref } from 'react';
import { buttonVariants, type ButtonVariants } from '../button';
import { cn } from '../lib/cn';
import { type LinkRenderer, useLinkRenderer } from './link-render';

export interface LinkButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement>, ButtonVariants {
  href: string;
  /** Renders the anchor (e.g. a router Link); defaults to the LinkRenderProvider's renderer, else a plain <a>. */
  renderLink?: LinkRenderer;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link that looks like a button: it navigates, so it stays an <a> for screen readers. */
export function LinkButton({ variant, size, className, renderLink, ...rest }: LinkButtonProps) {
  const render = useLinkRenderer(renderLink);
  return <>{render({ ...rest, className: cn(buttonVariants({ variant, size }), 'no-underline', className) })}</>;
}
