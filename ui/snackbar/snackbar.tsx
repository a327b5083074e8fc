import { lazy, Suspense } from 'react';
import type { SupportReferenceProps } from '../support-reference';
import { ButtonCard, type CardProps } from './snackbar-cards';
import type { SnackbarType } from './snackbar-type';
import { useSnackbarTimer } from './use-snackbar-timer';

export { snackbarVariants } from './snackbar-cards';

type ReferenceCardProps = CardProps & { reference: SupportReferenceProps };

/** If the card's code cannot be loaded, the message with the reference as plain text, closed by a click. */
function ReferenceAsText({ reference, message, ...card }: ReferenceCardProps) {
  return <ButtonCard {...card} message={`${message} ${reference.label} ${reference.id}`} holdHandlers={noHold} />;
}
const noHold = { onMouseEnter: () => {}, onMouseLeave: () => {}, onFocus: () => {}, onBlur: () => {} };

/**
 * Loaded when first needed: only a server failure shows a reference, and the first load of every page has a
 * budget (docs/performance.md).
 */
const ReferenceCard = lazy(() =>
  import('./reference-card').then(
    (module) => ({ default: module.ReferenceCard }),
    () => ({ default: ReferenceAsText }),
  ),
);

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
  /**
   * An id for the person to quote (a failed request's), with its sentence, both from the app: shown under the
   * message with a Copy button, and the snackbar then stays until closed.
   */
  reference?: SupportReferenceProps;
}

/**
 * The snackbar of docs/product/behaviour.md. It stays for `snackbarMs` (4000 ms), then fades for `snackbarFadeMs`
 * (300 ms) and closes; with reduced motion it closes without the fade. Hovering or focusing it holds it
 * (the time restarts on leaving). A click closes it at once. One with a `reference` stays until its Close
 * button (docs/decisions/front-end.md). The two live regions are always in the page, so screen readers
 * announce a message as soon as it is put in: errors in role=alert, others in role=status; a message with
 * `announce` false goes beside them, shown but not read out.
 */
export function Snackbar({ open, type, message, onClose, autoDismiss = true, announce = true, reference }: SnackbarProps) {
  const restartKey = `${type}\n${message}\n${reference?.id ?? ''}`;
  const { phase, holdHandlers } = useSnackbarTimer(open, autoDismiss && !reference, onClose, restartKey);
  const card = reference ? (
    <Suspense fallback={null}>
      <ReferenceCard type={type} message={message} phase={phase} onClose={onClose} reference={reference} />
    </Suspense>
  ) : (
    <ButtonCard type={type} message={message} phase={phase} onClose={onClose} holdHandlers={holdHandlers} />
  );
  const shown = open ? card : null;
  // At every width it is part of the page where it is placed (the app puts it under the header), so it never
  // covers a control or a field (docs/accessibility.md).
  return (
    <div className="pointer-events-none flex flex-col items-center px-2">
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
