import { type InputHTMLAttributes, useRef } from 'react';
import { describedBy, type FieldBaseProps, type FieldIds } from '../field';
import { cn } from '../lib/cn';
import { DropdownChevron } from './dropdown-chevron';
import { optionId } from './option-list';
import { onSearchableKeyDown } from './searchable-keyboard';
import type { SearchableDropdownState } from './use-searchable-dropdown';

export interface SearchableBoxProps<V extends string> extends Pick<FieldBaseProps, 'hint' | 'error'> {
  state: SearchableDropdownState<V>;
  ids: FieldIds;
  listId: string;
  /** The id of the "no matches" status, which describes the box while nothing matches. */
  emptyId: string;
  disabled?: boolean;
  autoComplete: InputHTMLAttributes<HTMLInputElement>['autoComplete'];
}

/** The searchable dropdown's box: the chosen option's icon, the text box (the combobox) and the chevron. */
export function SearchableBox<V extends string>(props: SearchableBoxProps<V>) {
  const { state, ids, listId, emptyId, disabled, hint, error, autoComplete } = props;
  const { open, query, selected, visible, activeIndex, noMatches } = state;
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div
      className={cn(
        'flex min-h-11 w-full items-center gap-3 rounded-control border-2 border-border-strong bg-surface px-3 text-lg text-text',
        'focus-within:outline-4 focus-within:outline-focus focus-within:outline-offset-2',
        error && 'border-4 border-danger',
        disabled && 'cursor-not-allowed border-border bg-surface-muted',
      )}
    >
      {query === null ? selected?.icon : null}
      <input
        ref={inputRef}
        id={ids.controlId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-controls={listId}
        aria-expanded={open && !noMatches}
        aria-activedescendant={open && activeIndex >= 0 && visible.length ? optionId(listId, activeIndex) : undefined}
        {...describedBy(ids, hint, error, noMatches ? emptyId : undefined)}
        autoComplete={autoComplete}
        spellCheck={false}
        disabled={disabled}
        value={query ?? selected?.label ?? ''}
        onChange={(event) => state.type(event.target.value)}
        onClick={state.toggle}
        onKeyDown={(event) => onSearchableKeyDown(event, state)}
        className="min-h-10 min-w-0 flex-1 bg-transparent py-2 font-body text-lg text-text outline-none disabled:cursor-not-allowed"
      />
      <DropdownChevron
        open={open}
        onMouseDown={(event) => {
          event.preventDefault();
          if (disabled) return;
          inputRef.current?.focus();
          state.toggle();
        }}
      />
    </div>
  );
}
