import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';

export interface KeepOrderProps {
  /** True while nothing is answered yet and there is a list to keep. */
  canKeep: boolean;
  /** Answers with the order as it is shown. */
  onKeep: () => void;
}

/** The "Keep this order" button, then, once clicked, the note that the order was kept. */
export function KeepOrder({ canKeep, onKeep }: KeepOrderProps) {
  const { t } = useTranslation();
  const [kept, setKept] = useState(false);
  const keptNote = useRef<HTMLParagraphElement>(null);
  // The Keep button disappears once clicked; its confirmation takes the focus instead.
  useLayoutEffect(() => {
    if (kept) keptNote.current?.focus();
  }, [kept]);

  if (canKeep) {
    return (
      <Button
        variant="secondary"
        className="mt-4"
        onClick={() => {
          onKeep();
          setKept(true);
        }}
      >
        {t('QUESTION.DND-KEEP-ORDER')}
      </Button>
    );
  }
  return kept ? (
    <p ref={keptNote} tabIndex={-1} className="mt-4 text-lg font-bold text-success">
      {t('QUESTION.DND-ORDER-KEPT')}
    </p>
  ) : null;
}
