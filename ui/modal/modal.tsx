import * as Dialog from '@radix-ui/react-dialog';
import { cva } from 'class-variance-authority';
import { type MouseEvent, type PointerEvent, type ReactElement, type ReactNode, type RefObject, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, IconButton } from '../icon-button';
import { cn } from '../lib/cn';
import { isTextEntry } from './is-text-entry';

export type ModalKind = 'normal' | 'fullscreen' | 'fullscreenOnPhone';

export const modalOverlayVariants = cva('fixed inset-0 z-50 flex justify-center overflow-y-auto bg-text/60', {
  variants: {
    kind: {
      normal: 'items-start p-4 desktop:items-center',
      fullscreen: 'items-stretch p-0',
      fullscreenOnPhone: 'items-stretch p-0 desktop:items-center desktop:p-4',
    },
  },
  defaultVariants: { kind: 'normal' },
});

export const modalContentVariants = cva(
  'relative flex w-full flex-col gap-5 bg-surface p-5 font-body text-lg text-text shadow-xl focus:outline-none desktop:p-7',
  {
    variants: {
      kind: {
        normal: 'my-auto max-w-xl rounded-card border-2 border-border-strong',
        fullscreen: 'min-h-full max-w-none rounded-none',
        fullscreenOnPhone:
          'min-h-full max-w-none rounded-none desktop:my-auto desktop:min-h-0 desktop:max-w-xl desktop:rounded-card desktop:border-2 desktop:border-border-strong',
      },
    },
    defaultVariants: { kind: 'normal' },
  },
);

export interface ModalProps {
  /** Controlled open state; leave undefined (with `defaultOpen` or a `trigger`) for an uncontrolled modal. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Required: every dialog is named by its visible title. */
  title: ReactNode;
  description?: ReactNode;
  /** An element (usually a button) that opens the modal; it gets aria-expanded and focus back on close. */
  trigger?: ReactElement;
  /** Covers the whole window at every width. */
  fullscreen?: boolean;
  /** Covers the whole window below 820 px (the phone layout), a centred card above. */
  fullscreenOnPhone?: boolean;
  /**
   * The modal's save action. A backdrop click closes the modal and, when this exists and focus was not in a
   * text field (input, textarea, select, contenteditable), calls it first, as the save button would.
   */
  onSave?: () => void;
  /** The element to focus on opening; by default the first focusable one (often the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Asked on closing whether focus goes back to where it was before the modal opened (default: yes). A
   * link in the modal that navigates answers no, so the new page can move focus itself.
   */
  restoreFocus?: () => boolean;
  /** Buttons row at the bottom (save, cancel…). */
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The modal of docs/product/screens.md on Radix Dialog: focus trap, Escape, scroll lock, nesting. */
export function Modal({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  trigger,
  fullscreen = false,
  fullscreenOnPhone = false,
  onSave,
  initialFocus,
  restoreFocus,
  footer,
  children,
  className,
}: ModalProps) {
  const { t } = useTranslation();
  const kind: ModalKind = fullscreen ? 'fullscreen' : fullscreenOnPhone ? 'fullscreenOnPhone' : 'normal';
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const backdrop = useRef<{ pressed: boolean; wasTyping: boolean }>({ pressed: false, wasTyping: false });
  const close = useRef<HTMLButtonElement>(null);

  // Read where focus is at pointer-down, before the browser moves it away from a text field.
  const onOverlayPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const onBackdrop = event.target === event.currentTarget;
    backdrop.current = { pressed: onBackdrop, wasTyping: onBackdrop && isTextEntry(document.activeElement) };
  };
  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    const { pressed, wasTyping } = backdrop.current;
    backdrop.current = { pressed: false, wasTyping: false };
    if (!pressed || event.target !== event.currentTarget) return;
    if (onSave && !wasTyping) onSave();
    // Going through the close button closes controlled and uncontrolled modals alike.
    close.current?.click();
  };

  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay
          className={modalOverlayVariants({ kind })}
          data-kind={kind}
          onPointerDown={onOverlayPointerDown}
          onClick={onOverlayClick}
        >
          <Dialog.Content
            className={cn(modalContentVariants({ kind }), className)}
            data-kind={kind}
            // Outside clicks are handled on the backdrop itself (above), so they can also trigger the save.
            onPointerDownOutside={(event) => event.preventDefault()}
            onOpenAutoFocus={(event) => {
              returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
              if (initialFocus?.current) {
                event.preventDefault();
                initialFocus.current.focus();
              }
            }}
            onCloseAutoFocus={(event) => {
              if (restoreFocus && !restoreFocus()) {
                event.preventDefault();
                return;
              }
              const target = returnFocusTo.current;
              if (target?.isConnected && target !== document.body) {
                event.preventDefault();
                target.focus();
              }
            }}
          >
            <div className="flex items-start justify-between gap-4">
              <Dialog.Title className="m-0 pt-1 font-heading text-2xl font-bold leading-snug">{title}</Dialog.Title>
              <Dialog.Close asChild>
                <IconButton ref={close} icon={<CloseIcon />} label={t('UI.CLOSE')} className="shrink-0" />
              </Dialog.Close>
            </div>
            {description ? <Dialog.Description className="m-0 text-text-muted">{description}</Dialog.Description> : null}
            {children ? <div className="flex flex-col gap-4">{children}</div> : null}
            {footer ? <div className="flex flex-wrap justify-end gap-3">{footer}</div> : null}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Closes the surrounding modal; wrap a cancel button with it (`<ModalClose asChild>`). */
export const ModalClose = Dialog.Close;
