import { CheckIcon } from '../icon-button';
import { cn } from '../lib/cn';
import type { DropdownOption } from './dropdown-option';

export interface OptionRowProps {
  id: string;
  option: DropdownOption;
  selected: boolean;
  /** The option aria-activedescendant points at (keyboard or pointer). */
  active: boolean;
  /** Draws the tick in a box, as in a list of checkboxes. */
  multiple?: boolean;
  onChoose: () => void;
  onActivate: () => void;
}

/** One option of the listbox: a tick when chosen, the icon and the label. */
export function OptionRow({ id, option, selected, active, multiple, onChoose, onActivate }: OptionRowProps) {
  return (
    // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: focus stays on the combobox (aria-activedescendant), which handles every key
    <div
      id={id}
      role="option"
      aria-selected={selected}
      aria-disabled={option.disabled || undefined}
      data-active={active || undefined}
      lang={option.lang}
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={onActivate}
      onClick={() => !option.disabled && onChoose()}
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-3 rounded-control px-3 py-2 text-lg text-text leading-snug',
        'data-active:bg-accent data-active:text-on-accent aria-selected:font-bold',
        'aria-disabled:cursor-not-allowed aria-disabled:text-text-muted aria-disabled:line-through',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex size-6 shrink-0 items-center justify-center',
          multiple && 'rounded-sm border-2 border-current',
        )}
      >
        {selected ? <CheckIcon className="size-5" /> : null}
      </span>
      {option.icon}
      <span className="min-w-0 break-words">{option.label}</span>
    </div>
  );
}
