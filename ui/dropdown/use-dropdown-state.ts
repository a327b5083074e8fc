import { useState } from 'react';
import { type DropdownSelection, selectedValues, toggleValue } from './dropdown-selection';
import { firstEnabledIndex } from './enabled-options';
import type { DropdownOption } from './dropdown-option';
import { findTypeAheadMatch, useTypeAhead } from './type-ahead';

export type DropdownStateInput<V extends string> = DropdownSelection<V> & {
  options: ReadonlyArray<DropdownOption<V>>;
  disabled?: boolean;
  defaultOpen?: boolean;
};

export type DropdownState<V extends string> = ReturnType<typeof useDropdownState<V>>;

/** The select-only dropdown's state: open or not, the active option, choosing, and type-ahead. */
export function useDropdownState<V extends string>(props: DropdownStateInput<V>) {
  const { options, disabled, defaultOpen = false } = props;
  const [open, setOpen] = useState(defaultOpen && !disabled);
  const values = selectedValues(props);
  const isSelected = (value: V) => values.includes(value);
  const firstSelected = options.findIndex((o) => isSelected(o.value));
  const [activeIndex, setActiveIndex] = useState(defaultOpen ? Math.max(firstSelected, 0) : -1);
  const typeAhead = useTypeAhead();
  /** Where the list opens: the first chosen option, else the first enabled one. */
  const startIndex = firstSelected >= 0 ? firstSelected : firstEnabledIndex(options);

  const openAt = (index: number) => {
    setOpen(true);
    setActiveIndex(index);
  };
  const close = () => {
    setOpen(false);
    typeAhead.reset();
  };
  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    if (props.multiple) {
      props.onChange(toggleValue(options, props.value, option.value));
      setActiveIndex(index);
    } else {
      props.onChange(option.value);
      close();
    }
  };
  const typeTo = (char: string) => {
    const typed = typeAhead.push(char);
    const labels = options.map((o) => o.label);
    const match = findTypeAheadMatch(labels, typed, open ? activeIndex : firstSelected, (i) => !!options[i]?.disabled);
    if (match >= 0) openAt(match);
    else if (!open) openAt(startIndex);
  };

  return {
    open,
    activeIndex,
    setActiveIndex,
    isSelected,
    startIndex,
    isTyping: typeAhead.isTyping,
    openAt,
    close,
    choose,
    typeTo,
  };
}
