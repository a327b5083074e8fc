import { cva } from 'class-variance-authority';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '../../contract/limits';
import { CloseIcon } from '../icon-button';
import { cn } from '../lib/cn';
import { SnackbarIcon } from './snackbar-icons';
import type { SnackbarType } from './snackbar-type';

export const snackbarVariants = cva(
  [
    'pointer-events-auto flex min-h-11 w-full max-w-xl items-center gap-3 rounded-card border-2 px-4 py-3 text-left',
    'font-body text-lg text-text shadow-xl transition-opacity motion-reduce:transition-none',
    'focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'data-[phase=fading]:opacity-0 max-desktop:my-3',
  ],
  {
    variants: {
      type: {
        success: 'border-success bg-success-soft',
        info: 'border-info bg-info-soft',
        error: 'border-danger bg-danger-soft',
      },
    },
  },
);

const iconColour: Record<SnackbarType, string> = { success: 'text-success', info: 'text-info', error: 'text-danger' };
const typeWord: Record<SnackbarType, string> = {
  success: 'SNACKBAR.TYPE_SUCCESS',
  info: 'SNACKBAR.TYPE_INFO',
  error: 'SNACKBAR.TYPE_ERROR',
};

export interface SnackbarProps {
  open: boolean;
  type: SnackbarType;
  /** The text to show, already translated. */
  message: string;
  /** Called when the snackbar has gone: after its time and fade, or at once on a click. */
  onClose: () => void;
  /** False keeps it until clicked (stories, documentation); the app leaves the default. */
  autoDismiss?: boolean;
  /**
   * False shows the message without announcing it, for a message the page already shows and announces
   * itself (a form's inline error): screen readers then hear it once. Default true.
   */
  announce?: boolean;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The snackbar of docs/product/behaviour.md. It stays for `snackbarMs` (4000 ms), then fades for `snackbarFadeMs`
 * (300 ms) and closes; with reduced motion it closes without the fade. Hovering or focusing it holds it
 * (the time restarts on leaving). A click closes it at once. The two live regions are always in the page,
 * so screen readers announce a message as soon as it is put in: errors in role=alert, others in
 * role=status; a message with `announce` false goes beside them, shown but not read out.
 */
export function Snackbar({ open, type, message, onClose, autoDismiss = true, announce = true }: SnackbarProps) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<'shown' | 'fading'>('shown');
  const [held, setHeld] = useState(false);

  // A closed snackbar gets no blur or mouseleave, so its hold is dropped here.
  useEffect(() => {
    if (!open) setHeld(false);
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message (type or text) restarts the time
  useEffect(() => {
    setPhase('shown');
    if (!open || held || !autoDismiss) return;
    let fade: ReturnType<typeof setTimeout> | undefined;
    const stay = setTimeout(() => {
      if (prefersReducedMotion()) return onClose();
      setPhase('fading');
      fade = setTimeout(onClose, limits.snackbarFadeMs);
    }, limits.snackbarMs);
    return () => {
      clearTimeout(stay);
      clearTimeout(fade);
    };
  }, [open, held, autoDismiss, type, message]);

  const card = (
    <button
      type="button"
      data-phase={phase}
      data-type={type}
      className={snackbarVariants({ type })}
      style={{ transitionDuration: `${limits.snackbarFadeMs}ms` }}
      onClick={onClose}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <SnackbarIcon type={type} className={cn('size-7 shrink-0', iconColour[type])} />
      <span className="min-w-0 flex-1 font-bold">
        <span className="sr-only">{t(typeWord[type])}</span> {message}
      </span>
      <CloseIcon className="size-5 shrink-0" />
    </button>
  );
  const shown = open ? card : null;
  // Under 820 px it is part of the page where it is placed (the app puts it under the header), so it covers
  // no button; from 820 px it floats at the bottom of the window.
  return (
    <div className="pointer-events-none flex flex-col items-center px-2 desktop:fixed desktop:inset-x-4 desktop:bottom-4 desktop:z-[60] desktop:px-0">
      <div role="status" className="flex w-full justify-center">
        {announce && type !== 'error' ? shown : null}
      </div>
      <div role="alert" className="flex w-full justify-center">
        {announce && type === 'error' ? shown : null}
      </div>
      <div className="flex w-full justify-center">{announce ? null : shown}</div>
    </div>
  );
}
