import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface TooltipProps {
  /** The tip (already translated). It is also announced as the trigger's description. */
  content: ReactNode;
  /** One focusable element (a button or link); it receives the ref and event handlers. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Milliseconds of hovering before it opens; focus opens it at once. */
  delayDuration?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/** A Radix tooltip: opens on hover and on keyboard focus, closes on Escape, stays while hovered (WCAG 1.4.13). */
export function Tooltip({
  content,
  children,
  side = 'top',
  delayDuration = 300,
  open,
  defaultOpen,
  onOpenChange,
  className,
}: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className={cn(
              'z-50 max-w-80 rounded-control border-2 border-border-strong bg-surface px-3 py-2 text-lg text-text leading-snug shadow-lg',
              className,
            )}
          >
            {content}
            <RadixTooltip.Arrow className="fill-border-strong" width={14} height={7} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
