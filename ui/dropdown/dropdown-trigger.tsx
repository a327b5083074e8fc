import type { KeyboardEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, type FieldBaseProps, type FieldIds } from '../field';
import { cn } from '../lib/cn';
import { DropdownChevron } from './dropdown-chevron';
import type { DropdownOption } from './dropdown-option';
import { optionId } from './option-list';

export interface DropdownTriggerProps extends Pick<FieldBaseProps, 'hint' | 'error'> {
  triggerRef: Ref<HTMLDivElement>;
  ids: FieldIds;
  listId: string;
  open: boolean;
  activeIndex: number;
  /** The chosen options, in the options' order. */
  chosen: ReadonlyArray<DropdownOption>;
  multiple?: boolean;
  placeholder?: string;
  disabled?: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onClick: () => void;
}

/** The select-only combobox: shows the chosen labels (or the placeholder) and takes the keys; focus stays here. */
export function DropdownTrigger(props: DropdownTriggerProps) {
  const { triggerRef, ids, listId, open, activeIndex, chosen, multiple, placeholder, disabled, hint, error } = props;
  const { t } = useTranslation();
  const single = multiple ? undefined : chosen[0];
  return (
    <div
      ref={triggerRef}
      id={ids.controlId}
      role="combobox"
      tabIndex={disabled ? -1 : 0}
      aria-labelledby={ids.labelId}
      aria-controls={listId}
      aria-expanded={open}
      aria-haspopup="listbox"
      aria-activedescendant={open && activeIndex >= 0 ? optionId(listId, activeIndex) : undefined}
      aria-disabled={disabled || undefined}
      {...describedBy(ids, hint, error)}
      onKeyDown={props.onKeyDown}
      onClick={props.onClick}
      className={cn(
        'flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-control border-2 border-border-strong bg-surface px-3 py-2 text-left text-lg text-text',
        'focus-visible:outline-4 focus-visible:outline-focus focus-visible:outline-offset-2',
        'aria-invalid:border-4 aria-invalid:border-danger',
        'aria-disabled:cursor-not-allowed aria-disabled:border-border aria-disabled:bg-surface-muted aria-disabled:text-text-muted',
      )}
    >
      {single?.icon}
      <span className={cn('min-w-0 flex-1 break-words', chosen.length === 0 && 'text-text-muted')}>
        {chosen.length ? chosen.map((o) => o.label).join(', ') : (placeholder ?? t('UI.CHOOSE'))}
      </span>
      <DropdownChevron open={open} />
    </div>
  );
}
