import { cva } from 'class-variance-authority';
import type { FocusEventHandler, MouseEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '../../contract/limits';
import { CloseIcon } from '../icon-button';
import { cn } from '../lib/cn';
import { SnackbarIcon } from './snackbar-icons';
import type { SnackbarType } from './snackbar-type';

export const snackbarVariants = cva(
  [
    'pointer-events-auto min-h-11 w-full max-w-xl rounded-card border-2 px-4 py-3 text-left',
    'font-body text-lg text-text shadow-xl transition-opacity motion-reduce:transition-none',
    'focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'data-[phase=fading]:opacity-0 my-3',
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

export const iconColour: Record<SnackbarType, string> = { success: 'text-success', info: 'text-info', error: 'text-danger' };
const typeWord: Record<SnackbarType, string> = {
  success: 'SNACKBAR.TYPE_SUCCESS',
  info: 'SNACKBAR.TYPE_INFO',
  error: 'SNACKBAR.TYPE_ERROR',
};

export interface CardProps {
  type: SnackbarType;
  message: string;
  phase: 'shown' | 'fading';
  onClose: () => void;
}

export interface HoldHandlers {
  onMouseEnter: MouseEventHandler;
  onMouseLeave: MouseEventHandler;
  onFocus: FocusEventHandler;
  onBlur: FocusEventHandler;
}

/** The type in words for screen readers (never colour alone), then the message. */
export function Message({ type, message }: Pick<CardProps, 'type' | 'message'>) {
  const { t } = useTranslation();
  return (
    <>
      <span className="sr-only">{t(typeWord[type])}</span> {message}
    </>
  );
}

/** The usual card: one button, the whole message, that closes on a click (or Enter). */
export function ButtonCard({ type, message, phase, onClose, holdHandlers }: CardProps & { holdHandlers: HoldHandlers }) {
  return (
    <button
      type="button"
      data-phase={phase}
      data-type={type}
      className={cn(snackbarVariants({ type }), 'flex items-center gap-3')}
      style={{ transitionDuration: `${limits.snackbarFadeMs}ms` }}
      onClick={onClose}
      {...holdHandlers}
    >
      <SnackbarIcon type={type} className={cn('size-7 shrink-0', iconColour[type])} />
      <span className="min-w-0 flex-1 font-bold">
        <Message type={type} message={message} />
      </span>
      <CloseIcon className="size-5 shrink-0" />
    </button>
  );
}
