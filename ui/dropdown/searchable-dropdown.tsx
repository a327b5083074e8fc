import { type FocusEvent, type InputHTMLAttributes, type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, Field, type FieldBaseProps } from '../field';
import { ChevronDownIcon } from '../icon-button';
import { cn } from '../lib/cn';
import { type DropdownOption, OptionList, optionId, popupClasses } from './option-list';

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

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/** Options whose label contains the typed text (accents ignored), those starting with it first. */
export function filterOptions<V extends string>(options: ReadonlyArray<DropdownOption<V>>, query: string) {
  const q = fold(query.trim());
  if (!q) return [...options];
  const starts: DropdownOption<V>[] = [];
  const contains: DropdownOption<V>[] = [];
  for (const option of options) {
    const label = fold(option.label);
    if (label.startsWith(q)) starts.push(option);
    else if (label.includes(q)) contains.push(option);
  }
  return [...starts, ...contains];
}

/**
 * A single-choice combobox with a text box that filters the list (APG "list autocomplete"): type to filter,
 * arrows to move, Enter to choose, Escape to close and undo the typing.
 */
export function SearchableDropdown<V extends string = string>({
  label,
  hint,
  error,
  id,
  className,
  options,
  value,
  onChange,
  disabled,
  onBlur,
  defaultOpen = false,
  defaultQuery,
  autoComplete = 'off',
}: SearchableDropdownProps<V>) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const selected = options.find((o) => o.value === value);
  const [open, setOpen] = useState(defaultOpen && !disabled);
  // null while the user is not typing: the box then shows the chosen option's label.
  const [query, setQuery] = useState<string | null>(defaultQuery ?? null);
  const visible = useMemo(() => filterOptions(options, query ?? ''), [options, query]);
  const [activeIndex, setActiveIndex] = useState(() =>
    defaultOpen
      ? Math.max(
          visible.findIndex((o) => o.value === value),
          0,
        )
      : -1,
  );

  const openList = () => {
    setOpen(true);
    setActiveIndex(
      Math.max(
        visible.findIndex((o) => o.value === value),
        0,
      ),
    );
  };
  const close = () => {
    setOpen(false);
    setQuery(null);
    setActiveIndex(-1);
  };
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

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        move(1);
        break;
      case 'ArrowUp':
        move(-1);
        break;
      case 'PageDown':
        move(10);
        break;
      case 'PageUp':
        move(-10);
        break;
      case 'Enter':
        // When closed, Enter is left to the form (the register form submits on Enter).
        if (!open) return;
        choose(activeIndex);
        break;
      case 'Escape':
        if (!open && query === null) return;
        event.stopPropagation();
        close();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const onWrapperBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    // Typing a full name and leaving the box chooses it.
    const exact = query ? options.find((o) => fold(o.label) === fold(query.trim())) : undefined;
    if (exact && exact.value !== value) onChange(exact.value);
    close();
    onBlur?.();
  };

  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(ids) => {
        const listId = `${ids.controlId}-listbox`;
        const noMatches = open && visible.length === 0;
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: listens for focus leaving the whole widget, not an interaction
          <div className="relative" onBlur={onWrapperBlur}>
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
                {...describedBy(ids, hint, error, noMatches ? `${listId}-empty` : undefined)}
                autoComplete={autoComplete}
                spellCheck={false}
                disabled={disabled}
                value={query ?? selected?.label ?? ''}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setOpen(true);
                  setActiveIndex(0);
                }}
                onClick={() => (open ? close() : openList())}
                onKeyDown={onKeyDown}
                className="min-h-10 min-w-0 flex-1 bg-transparent py-2 font-body text-lg text-text outline-none disabled:cursor-not-allowed"
              />
              <ChevronDownIcon
                className={cn(
                  'size-6 shrink-0 cursor-pointer transition-transform motion-reduce:transition-none',
                  open && 'rotate-180',
                )}
                onMouseDown={(event) => {
                  event.preventDefault();
                  if (disabled) return;
                  inputRef.current?.focus();
                  if (open) close();
                  else openList();
                }}
              />
            </div>
            <OptionList
              id={listId}
              labelledBy={ids.labelId}
              options={visible}
              isSelected={(v) => v === value}
              activeIndex={activeIndex}
              open={open && !noMatches}
              onChoose={choose}
              onActivate={setActiveIndex}
            />
            <p
              id={`${listId}-empty`}
              role="status"
              className={noMatches ? cn(popupClasses, 'm-0 px-3 py-2 text-lg text-text') : 'sr-only'}
            >
              {noMatches ? t('UI.NO_MATCHES') : null}
            </p>
          </div>
        );
      }}
    </Field>
  );
}
