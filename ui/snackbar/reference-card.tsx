import { useTranslation } from 'react-i18next';
import { CloseIcon, IconButton } from '../icon-button';
import { cn } from '../lib/cn';
import { SupportReference, type SupportReferenceProps } from '../support-reference';
import { type CardProps, iconColour, Message, snackbarVariants } from './snackbar-cards';
import { SnackbarIcon } from './snackbar-icons';

/**
 * A card with a reference to quote: it holds controls of its own (Copy), so it is not one button; a Close
 * button ends it, and it never goes by itself (the Snackbar turns its time off). The reference takes the
 * card's whole width, so on a phone the id breaks only at its hyphens.
 */
export function ReferenceCard({ type, message, phase, onClose, reference }: CardProps & { reference: SupportReferenceProps }) {
  const { t } = useTranslation();
  return (
    <div data-phase={phase} data-type={type} className={cn(snackbarVariants({ type }), 'flex flex-col gap-2')}>
      <div className="flex items-start gap-3">
        <SnackbarIcon type={type} className={cn('mt-1 size-7 shrink-0', iconColour[type])} />
        <p className="m-0 min-w-0 flex-1 pt-1 font-bold">
          <Message type={type} message={message} />
        </p>
        <IconButton
          icon={<CloseIcon className="size-5" />}
          label={t('UI.CLOSE')}
          variant="plain"
          onClick={onClose}
          className="-me-2 -mt-1 shrink-0"
        />
      </div>
      <SupportReference {...reference} />
    </div>
  );
}
