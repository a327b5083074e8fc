import type { FocusEvent, ReactNode } from 'react';

export interface ComboboxFrameProps {
  /** Called when focus moves out of the whole widget (not between its parts). */
  onFocusLeave: () => void;
  children: ReactNode;
}

/** The positioned box around a combobox and its popup; the popup is placed against it. */
export function ComboboxFrame({ onFocusLeave, children }: ComboboxFrameProps) {
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    onFocusLeave();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: listens for focus leaving the whole widget, not an interaction
    <div className="relative" onBlur={onBlur}>
      {children}
    </div>
  );
}
