import { useEffect } from 'react';
import type { DropdownOption } from './dropdown-option';
import { OptionRow } from './option-row';

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
      {options.map((option, index) => (
        <OptionRow
          key={option.value}
          id={optionId(id, index)}
          option={option}
          selected={isSelected(option.value)}
          active={index === activeIndex}
          multiple={multiple}
          onChoose={() => onChoose(index)}
          onActivate={() => index !== activeIndex && onActivate(index)}
        />
      ))}
    </div>
  );
}
