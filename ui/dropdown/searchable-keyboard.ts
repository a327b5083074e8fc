import type { KeyboardEvent } from 'react';
import { navigationDelta } from './list-navigation';
import type { SearchableDropdownState } from './use-searchable-dropdown';

/** The searchable dropdown's keys: arrows and PageUp/PageDown move (or open), Enter chooses, Escape closes and undoes the typing. */
export function onSearchableKeyDown<V extends string>(event: KeyboardEvent<HTMLInputElement>, state: SearchableDropdownState<V>) {
  const delta = navigationDelta(event.key);
  if (delta !== undefined) state.move(delta);
  else if (event.key === 'Enter') {
    // When closed, Enter is left to the form (the register form submits on Enter).
    if (!state.open) return;
    state.choose(state.activeIndex);
  } else if (event.key === 'Escape') {
    if (!state.open && state.query === null) return;
    event.stopPropagation();
    state.close();
  } else return;
  event.preventDefault();
}
