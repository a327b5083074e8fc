import { type KeyboardEvent, type FocusEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, Field, type FieldBaseProps } from '../field';
import { ChevronDownIcon } from '../icon-button';
import { cn } from '../lib/cn';
import { type DropdownOption, OptionList, optionId } from './option-list';
import { findTypeAheadMatch, isPrintableKey, useTypeAhead } from './type-ahead';

interface SingleSelection<V extends string> {
  multiple?: false;
  value: V | null | undefined;
  onChange: (value: V) => void;
}
interface MultipleSelection<V extends string> {
  multiple: true;
  value: readonly V[];
  onChange: (value: V[]) => void;
}

export type DropdownProps<V extends string = string> = FieldBaseProps &
  (SingleSelection<V> | MultipleSelection<V>) & {
    options: ReadonlyArray<DropdownOption<V>>;
    /** Shown while nothing is chosen (already translated); defaults to UI.CHOOSE. */
    placeholder?: string;
    disabled?: boolean;
    onBlur?: () => void;
    /** Start open (stories and tests of the open state). */
    defaultOpen?: boolean;
  };

const PAGE = 10;

/**
 * The custom dropdown (spec "Custom dropdown"): a select-only combobox with a listbox popup, single or multiple
 * selection. Keys: arrows, Home/End, PageUp/PageDown, Enter (and Space) chooses, Escape and Tab close, typing
 * letters jumps to matching options.
 */
export function Dropdown<V extends string = string>(props: DropdownProps<V>) {
  const { label, hint, error, id, className, options, placeholder, disabled, onBlur, defaultOpen = false } = props;
  const { t } = useTranslation();
  const triggerRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(defaultOpen && !disabled);
  const selectedValues: readonly V[] = props.multiple ? props.value : props.value == null ? [] : [props.value];
  const isSelected = (value: V) => selectedValues.includes(value);
  const firstSelected = options.findIndex((o) => isSelected(o.value));
  const [activeIndex, setActiveIndex] = useState(defaultOpen ? Math.max(firstSelected, 0) : -1);
  const typeAhead = useTypeAhead();

  const enabled = (index: number) => !options[index]?.disabled;
  const firstEnabled = () => options.findIndex((o) => !o.disabled);
  const lastEnabled = () => options.findLastIndex((o) => !o.disabled);
  const step = (from: number, delta: number) => {
    let index = from;
    let best = from;
    const direction = Math.sign(delta);
    for (let moved = 0; moved < Math.abs(delta); ) {
      index += direction;
      if (index < 0 || index >= options.length) break;
      if (enabled(index)) {
        best = index;
        moved++;
      }
    }
    return best < 0 ? firstEnabled() : best;
  };

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
      const next = isSelected(option.value) ? props.value.filter((v) => v !== option.value) : [...props.value, option.value];
      // Keep the options' order, so the trigger text reads the same whichever order they were picked in.
      props.onChange(options.map((o) => o.value).filter((v) => next.includes(v)));
      setActiveIndex(index);
    } else {
      props.onChange(option.value);
      close();
    }
  };
  const typeTo = (char: string) => {
    const typed = typeAhead.push(char);
    const match = findTypeAheadMatch(
      options.map((o) => o.label),
      typed,
      open ? activeIndex : firstSelected,
      (i) => !enabled(i),
    );
    if (match >= 0) openAt(match);
    else if (!open) openAt(firstSelected >= 0 ? firstSelected : firstEnabled());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const { key } = event;
    if (isPrintableKey(event) && !(key === ' ' && !typeAhead.isTyping())) {
      event.preventDefault();
      typeTo(key);
      return;
    }
    const startIndex = firstSelected >= 0 ? firstSelected : firstEnabled();
    if (!open) {
      if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') openAt(startIndex);
      else if (key === 'Home') openAt(firstEnabled());
      else if (key === 'End') openAt(lastEnabled());
      else return;
      event.preventDefault();
      return;
    }
    switch (key) {
      case 'ArrowDown':
        setActiveIndex(step(activeIndex, 1));
        break;
      case 'ArrowUp':
        if (event.altKey) {
          if (props.multiple) close();
          else choose(activeIndex);
        } else setActiveIndex(step(activeIndex, -1));
        break;
      case 'PageDown':
        setActiveIndex(step(activeIndex, PAGE));
        break;
      case 'PageUp':
        setActiveIndex(step(activeIndex, -PAGE));
        break;
      case 'Home':
        setActiveIndex(firstEnabled());
        break;
      case 'End':
        setActiveIndex(lastEnabled());
        break;
      case 'Enter':
      case ' ':
        choose(activeIndex);
        break;
      case 'Escape':
        // Handled here, so an enclosing modal stays open.
        event.stopPropagation();
        close();
        break;
      case 'Tab':
        close();
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  const onWrapperBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    close();
    onBlur?.();
  };

  const chosen = options.filter((o) => isSelected(o.value));
  const single = props.multiple ? undefined : chosen[0];

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
          // biome-ignore lint/a11y/noStaticElementInteractions: listens for focus leaving the whole widget, not an interaction
          <div className="relative" onBlur={onWrapperBlur}>
            <div
              ref={triggerRef}
              id={ids.controlId}
              role="combobox"
              tabIndex={disabled ? -1 : 0}
              aria-labelledby={ids.labelId}
              aria-controls={listId}
              aria-expanded={open}
              aria-haspopup="listbox"
              aria-activedescendant={open && activeIndex >= 0 ? optionId(listId, activeIndex) : undefined}
              aria-disabled={disabled || undefined}
              {...describedBy(ids, hint, error)}
              onKeyDown={onKeyDown}
              onClick={() => {
                if (disabled) return;
                if (open) close();
                else openAt(firstSelected >= 0 ? firstSelected : firstEnabled());
              }}
              className={cn(
                'flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-control border-2 border-border-strong bg-surface px-3 py-2 text-left text-lg text-text',
                'focus-visible:outline-4 focus-visible:outline-focus focus-visible:outline-offset-2',
                'aria-invalid:border-4 aria-invalid:border-danger',
                'aria-disabled:cursor-not-allowed aria-disabled:border-border aria-disabled:bg-surface-muted aria-disabled:text-text-muted',
              )}
            >
              {single?.icon}
              <span className={cn('min-w-0 flex-1 break-words', chosen.length === 0 && 'text-text-muted')}>
                {chosen.length ? chosen.map((o) => o.label).join(', ') : (placeholder ?? t('UI.CHOOSE'))}
              </span>
              <ChevronDownIcon
                className={cn('size-6 shrink-0 transition-transform motion-reduce:transition-none', open && 'rotate-180')}
              />
            </div>
            <OptionList
              id={listId}
              labelledBy={ids.labelId}
              options={options}
              isSelected={isSelected}
              activeIndex={activeIndex}
              multiple={props.multiple}
              open={open}
              onChoose={choose}
              onActivate={setActiveIndex}
            />
          </div>
        );
      }}
    </Field>
  );
}
