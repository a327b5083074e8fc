import { useRef } from 'react';
import { Field, type FieldBaseProps } from '../field';
import { ComboboxFrame } from './combobox-frame';
import { onDropdownKeyDown } from './dropdown-keyboard';
import type { DropdownSelection } from './dropdown-selection';
import { DropdownTrigger } from './dropdown-trigger';
import type { DropdownOption } from './dropdown-option';
import { OptionList } from './option-list';
import { useDropdownState } from './use-dropdown-state';

export type DropdownProps<V extends string = string> = FieldBaseProps &
  DropdownSelection<V> & {
    options: ReadonlyArray<DropdownOption<V>>;
    /** Shown while nothing is chosen (already translated); defaults to UI.CHOOSE. */
    placeholder?: string;
    disabled?: boolean;
    onBlur?: () => void;
    /** Start open (stories and tests of the open state). */
    defaultOpen?: boolean;
  };

/**
 * The custom dropdown (spec "Custom dropdown"): a select-only combobox with a listbox popup, single or multiple
 * selection. Keys: arrows, Home/End, PageUp/PageDown, Enter (and Space) chooses, Escape and Tab close, typing
 * letters jumps to matching options.
 */
export function Dropdown<V extends string = string>(props: DropdownProps<V>) {
  const { label, hint, error, id, className, options, placeholder, disabled, onBlur } = props;
  const triggerRef = useRef<HTMLDivElement>(null);
  const state = useDropdownState(props);
  const chosen = options.filter((o) => state.isSelected(o.value));
  const onClick = () => {
    if (disabled) return;
    if (state.open) state.close();
    else state.openAt(state.startIndex);
  };
  const onFocusLeave = () => {
    state.close();
    onBlur?.();
  };

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      id={id}
      className={className}
      labelAs="span"
      onLabelClick={() => triggerRef.current?.focus()}
    >
      {(ids) => {
        const listId = `${ids.controlId}-listbox`;
        return (
          <ComboboxFrame onFocusLeave={onFocusLeave}>
            <DropdownTrigger
              triggerRef={triggerRef}
              ids={ids}
              listId={listId}
              open={state.open}
              activeIndex={state.activeIndex}
              chosen={chosen}
              multiple={props.multiple}
              placeholder={placeholder}
              disabled={disabled}
              hint={hint}
              error={error}
              onKeyDown={(event) => !disabled && onDropdownKeyDown(event, { state, options, multiple: props.multiple })}
              onClick={onClick}
            />
            <OptionList
              id={listId}
              labelledBy={ids.labelId}
              options={options}
              isSelected={state.isSelected}
              activeIndex={state.activeIndex}
              multiple={props.multiple}
              open={state.open}
              onChoose={state.choose}
              onActivate={state.setActiveIndex}
            />
          </ComboboxFrame>
        );
      }}
    </Field>
  );
}
