import type { InputHTMLAttributes } from 'react';
import { Field, type FieldBaseProps } from '../field';
import { ComboboxFrame } from './combobox-frame';
import { NoMatchesStatus } from './no-matches-status';
import type { DropdownOption } from './dropdown-option';
import { OptionList } from './option-list';
import { SearchableBox } from './searchable-box';
import { useSearchableDropdown } from './use-searchable-dropdown';

export interface SearchableDropdownProps<V extends string = string> extends FieldBaseProps {
  options: ReadonlyArray<DropdownOption<V>>;
  value: V | null | undefined;
  onChange: (value: V) => void;
  disabled?: boolean;
  onBlur?: () => void;
  /** Start open (stories and tests of the open state). */
  defaultOpen?: boolean;
  /** Start with this text typed (stories and tests of the filtered state). */
  defaultQuery?: string;
  autoComplete?: InputHTMLAttributes<HTMLInputElement>['autoComplete'];
}

/**
 * A single-choice combobox with a text box that filters the list (APG "list autocomplete"): type to filter,
 * arrows to move, Enter to choose, Escape to close and undo the typing.
 */
export function SearchableDropdown<V extends string = string>(props: SearchableDropdownProps<V>) {
  const { label, hint, error, id, className, value, disabled, onBlur, autoComplete = 'off' } = props;
  const state = useSearchableDropdown(props);
  const onFocusLeave = () => {
    state.leave();
    onBlur?.();
  };

  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(ids) => {
        const listId = `${ids.controlId}-listbox`;
        const emptyId = `${listId}-empty`;
        return (
          <ComboboxFrame onFocusLeave={onFocusLeave}>
            <SearchableBox
              state={state}
              ids={ids}
              listId={listId}
              emptyId={emptyId}
              disabled={disabled}
              hint={hint}
              error={error}
              autoComplete={autoComplete}
            />
            <OptionList
              id={listId}
              labelledBy={ids.labelId}
              options={state.visible}
              isSelected={(v) => v === value}
              activeIndex={state.activeIndex}
              open={state.open && !state.noMatches}
              onChoose={state.choose}
              onActivate={state.setActiveIndex}
            />
            <NoMatchesStatus id={emptyId} noMatches={state.noMatches} />
          </ComboboxFrame>
        );
      }}
    </Field>
  );
}
