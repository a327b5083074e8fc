import { type ReactNode, useEffect } from 'react';
import { CheckIcon } from '../icon-button';
import { cn } from '../lib/cn';

export interface DropdownOption<V extends string = string> {
  value: V;
  /** The visible text (already translated); type-ahead and search match it. */
  label: string;
  /** A decorative picture before the label, such as a flag. */
  icon?: ReactNode;
  disabled?: boolean;
  /** Language of the label when it differs from the page (the language list). */
  lang?: string;
}

export interface OptionListProps<V extends string> {
  id: string;
  labelledBy: string;
  options: ReadonlyArray<DropdownOption<V>>;
  isSelected: (value: V) => boolean;
  activeIndex: number;
  multiple?: boolean;
  open: boolean;
  onChoose: (index: number) => void;
  onActivate: (index: number) => void;
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

export const popupClasses =
  'absolute top-full right-0 left-0 z-40 mt-1 max-h-80 overflow-auto rounded-control border-2 border-border-strong bg-surface p-1 shadow-lg';

/** The listbox popup: options keep DOM focus on the combobox (aria-activedescendant), so a click must not steal it. */
export function OptionList<V extends string>({
  id,
  labelledBy,
  options,
  isSelected,
  activeIndex,
  multiple,
  open,
  onChoose,
  onActivate,
}: OptionListProps<V>) {
  useEffect(() => {
    if (open && activeIndex >= 0) document.getElementById(optionId(id, activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex, id]);

  return (
    <div
      id={id}
      role="listbox"
      aria-labelledby={labelledBy}
      aria-multiselectable={multiple || undefined}
      hidden={!open}
      tabIndex={-1}
      className={popupClasses}
    >
      {options.map((option, index) => {
        const selected = isSelected(option.value);
        return (
          // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: focus stays on the combobox (aria-activedescendant), which handles every key
          <div
            key={option.value}
            id={optionId(id, index)}
            role="option"
            aria-selected={selected}
            aria-disabled={option.disabled || undefined}
            data-active={index === activeIndex || undefined}
            lang={option.lang}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => index !== activeIndex && onActivate(index)}
            onClick={() => !option.disabled && onChoose(index)}
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
      })}
    </div>
  );
}
