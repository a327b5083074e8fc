import { foldText } from './fold-text';
import type { DropdownOption } from './dropdown-option';

/** Options whose label contains the typed text (accents ignored), those starting with it first. */
export function filterOptions<V extends string>(options: ReadonlyArray<DropdownOption<V>>, query: string) {
  const q = foldText(query.trim());
  if (!q) return [...options];
  const starts: DropdownOption<V>[] = [];
  const contains: DropdownOption<V>[] = [];
  for (const option of options) {
    const label = foldText(option.label);
    if (label.startsWith(q)) starts.push(option);
    else if (label.includes(q)) contains.push(option);
  }
  return [...starts, ...contains];
}

/** The option whose label is exactly the typed text (accents and case ignored). */
export function exactMatch<V extends string>(options: ReadonlyArray<DropdownOption<V>>, query: string | null) {
  return query ? options.find((o) => foldText(o.label) === foldText(query.trim())) : undefined;
}
