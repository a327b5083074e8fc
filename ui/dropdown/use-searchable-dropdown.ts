import { useMemo, useState } from 'react';
import { exactMatch, filterOptions } from './filter-options';
import type { DropdownOption } from './dropdown-option';

export interface SearchableDropdownInput<V extends string> {
  options: ReadonlyArray<DropdownOption<V>>;
  value: V | null | undefined;
  onChange: (value: V) => void;
  disabled?: boolean;
  defaultOpen?: boolean;
  defaultQuery?: string;
}

export type SearchableDropdownState<V extends string> = ReturnType<typeof useSearchableDropdown<V>>;

/** The searchable dropdown's state: the chosen option, open or not, the typed text, the options it leaves, the active one. */
export function useSearchableDropdown<V extends string>(input: SearchableDropdownInput<V>) {
  const { options, value, onChange, disabled, defaultOpen = false, defaultQuery } = input;
  const selected = options.find((o) => o.value === value);
  const [open, setOpen] = useState(defaultOpen && !disabled);
  // null while the user is not typing: the box then shows the chosen option's label.
  const [query, setQuery] = useState<string | null>(defaultQuery ?? null);
  const visible = useMemo(() => filterOptions(options, query ?? ''), [options, query]);
  const chosenIndex = () =>
    Math.max(
      visible.findIndex((o) => o.value === value),
      0,
    );
  const [activeIndex, setActiveIndex] = useState(() => (defaultOpen ? chosenIndex() : -1));

  const openList = () => {
    setOpen(true);
    setActiveIndex(chosenIndex());
  };
  const close = () => {
    setOpen(false);
    setQuery(null);
    setActiveIndex(-1);
  };
  const toggle = () => (open ? close() : openList());
  const choose = (index: number) => {
    const option = visible[index];
    if (!option || option.disabled) return;
    onChange(option.value);
    close();
  };
  const move = (delta: number) => {
    if (!open) return openList();
    setActiveIndex((i) => Math.min(Math.max(i + delta, 0), visible.length - 1));
  };
  const type = (text: string) => {
    setQuery(text);
    setOpen(true);
    setActiveIndex(0);
  };
  /** Typing a full name and leaving the box chooses it. */
  const leave = () => {
    const exact = exactMatch(options, query);
    if (exact && exact.value !== value) onChange(exact.value);
    close();
  };

  const noMatches = open && visible.length === 0;
  return { selected, open, query, visible, noMatches, activeIndex, setActiveIndex, toggle, close, choose, move, type, leave };
}
