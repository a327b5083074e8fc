import { useEffect, useState } from 'react';
import { limits } from '../../contract/limits';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The snackbar's time (docs/product/behaviour.md): `snackbarMs`, then a `snackbarFadeMs` fade (none with
 * reduced motion), then `onClose`. While held (hovered or focused) it waits, and gets its full time again
 * after; `restartKey` (the type and text) restarts it for a new message.
 */
export function useSnackbarTimer(open: boolean, autoDismiss: boolean, onClose: () => void, restartKey: string) {
  const [phase, setPhase] = useState<'shown' | 'fading'>('shown');
  const [held, setHeld] = useState(false);

  // A closed snackbar gets no blur or mouseleave, so its hold is dropped here.
  useEffect(() => {
    if (!open) setHeld(false);
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message (restartKey) restarts the time
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
  }, [open, held, autoDismiss, restartKey]);

  const hold = (on: boolean) => () => setHeld(on);
  return {
    phase,
    holdHandlers: { onMouseEnter: hold(true), onMouseLeave: hold(false), onFocus: hold(true), onBlur: hold(false) },
  };
}
