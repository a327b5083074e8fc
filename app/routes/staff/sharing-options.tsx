import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sharingKSchema, sharingLimits } from '../../../contract/api/staff';
import { Checkbox } from '../../../ui/checkbox';
import { NumberField } from '../../../ui/number-field';

/** The sharing variant's own choices: its k (checked by the contract's rule) and whether free texts go with it. */
export function useSharingOptions() {
  const [k, setK] = useState<number | null>(sharingLimits.kDefault);
  const [freeText, setFreeText] = useState(false);
  const kInput = useRef<HTMLInputElement>(null);
  const error = kError(k);
  return {
    k,
    setK,
    freeText,
    setFreeText,
    kInput,
    error,
    valid: error === undefined,
    body: { k: k ?? sharingLimits.kDefault, free_text: freeText },
    focusK: () => kInput.current?.focus(),
  };
}
export type SharingOptionsState = ReturnType<typeof useSharingOptions>;

/** The message key for a k the contract refuses, or undefined. */
function kError(k: number | null): string | undefined {
  const parsed = sharingKSchema.safeParse(k ?? Number.NaN);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

export function SharingOptions({ options }: { options: SharingOptionsState }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4 border-border border-l-4 pl-4">
      <NumberField
        id="export-sharing-k"
        ref={options.kInput}
        label={t('STAFF.SHARING_K')}
        hint={t('STAFF.SHARING_K_HINT')}
        error={options.error ? t(options.error) : undefined}
        min={sharingLimits.kMin}
        max={sharingLimits.kMax}
        step={1}
        value={options.k}
        onValueChange={options.setK}
      />
      <Checkbox
        id="export-sharing-free-text"
        label={t('STAFF.SHARING_FREE_TEXT')}
        hint={t('STAFF.SHARING_FREE_TEXT_HINT')}
        checked={options.freeText}
        onChange={(event) => options.setFreeText(event.target.checked)}
      />
    </div>
  );
}
