import type { DropdownOption } from './dropdown-option';

export interface SingleSelection<V extends string> {
  multiple?: false;
  value: V | null | undefined;
  onChange: (value: V) => void;
}
export interface MultipleSelection<V extends string> {
  multiple: true;
  value: readonly V[];
  onChange: (value: V[]) => void;
}
export type DropdownSelection<V extends string> = SingleSelection<V> | MultipleSelection<V>;

/** The chosen values as a list, whichever the kind of selection. */
export const selectedValues = <V extends string>(selection: DropdownSelection<V>): readonly V[] =>
  selection.multiple ? selection.value : selection.value == null ? [] : [selection.value];

/**
 * The values after ticking or unticking `value`, in the options' order, so the trigger text reads the same
 * whichever order they were picked in.
 */
export function toggleValue<V extends string>(options: ReadonlyArray<DropdownOption<V>>, values: readonly V[], value: V) {
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  return options.map((o) => o.value).filter((v) => next.includes(v));
}
