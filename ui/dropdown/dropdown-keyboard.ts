import type { KeyboardEvent } from 'react';
import { firstEnabledIndex, lastEnabledIndex, stepEnabled } from './enabled-options';
import { navigationDelta } from './list-navigation';
import type { DropdownOption } from './dropdown-option';
import { isPrintableKey } from './type-ahead';
import type { DropdownState } from './use-dropdown-state';

interface KeyContext<V extends string> {
  state: DropdownState<V>;
  options: ReadonlyArray<DropdownOption<V>>;
  multiple?: boolean;
}

/** A key pressed while the list is closed: the keys that open it. Returns whether the key was used. */
function onClosedKey<V extends string>(key: string, { state, options }: KeyContext<V>) {
  if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') state.openAt(state.startIndex);
  else if (key === 'Home') state.openAt(firstEnabledIndex(options));
  else if (key === 'End') state.openAt(lastEnabledIndex(options));
  else return false;
  return true;
}

/** A key pressed while the list is open. Returns whether the key was used (Tab closes but goes on moving focus). */
function onOpenKey<V extends string>(event: KeyboardEvent, { state, options, multiple }: KeyContext<V>) {
  const { key } = event;
  if (key === 'ArrowUp' && event.altKey) {
    if (multiple) state.close();
    else state.choose(state.activeIndex);
    return true;
  }
  const delta = navigationDelta(key);
  if (delta !== undefined) {
    state.setActiveIndex(stepEnabled(options, state.activeIndex, delta));
    return true;
  }
  switch (key) {
    case 'Home':
      state.setActiveIndex(firstEnabledIndex(options));
      return true;
    case 'End':
      state.setActiveIndex(lastEnabledIndex(options));
      return true;
    case 'Enter':
    case ' ':
      state.choose(state.activeIndex);
      return true;
    case 'Escape':
      // Handled here, so an enclosing modal stays open.
      event.stopPropagation();
      state.close();
      return true;
    case 'Tab':
      state.close();
      return false;
    default:
      return false;
  }
}

/**
 * The select-only dropdown's keys: arrows, Home/End, PageUp/PageDown, Enter (and Space) chooses, Alt+ArrowUp
 * chooses and closes (only closes in a multiple choice), Escape and Tab close, typing letters jumps to matching
 * options (Space too, once a word is being typed).
 */
export function onDropdownKeyDown<V extends string>(event: KeyboardEvent<HTMLDivElement>, context: KeyContext<V>) {
  const { key } = event;
  if (isPrintableKey(event) && !(key === ' ' && !context.state.isTyping())) {
    event.preventDefault();
    context.state.typeTo(key);
    return;
  }
  const used = context.state.open ? onOpenKey(event, context) : onClosedKey(key, context);
  if (used) event.preventDefault();
}
