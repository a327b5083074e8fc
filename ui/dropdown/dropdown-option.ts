import type { ReactNode } from 'react';

/** One choice of a dropdown, as the lists and the trigger draw it. */
export interface DropdownOption<V extends string = string> {
  value: V;
  /** The visible text (already translated); type-ahead and search match it. */
  label: string;
  /** A decorative picture before the label, such as a flag. */
  icon?: ReactNode;
  disabled?: boolean;
  /** Language of the label when it differs from the page (the language list). */
  lang?: string;
}
