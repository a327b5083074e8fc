import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useHeaderFocus } from './use-header-focus';

/** A row of two menus, drawn anew (new buttons) whenever `drawing` changes, as the header's row is. */
function Row({ drawing }: { drawing: string }) {
  const row = useRef<HTMLDivElement>(null);
  useHeaderFocus(row, drawing);
  return (
    <div ref={row}>
      <span data-header-menu="language">
        <button key={drawing} type="button">
          Language
        </button>
      </span>
      <span data-header-menu="phone">
        <button key={drawing} type="button">
          Open menu
        </button>
      </span>
    </div>
  );
}

describe('useHeaderFocus', () => {
  it("gives focus back to the same menu's new button when the row is drawn again", () => {
    const { rerender } = render(<Row drawing="placeholders" />);
    const placeholder = screen.getByRole('button', { name: 'Language' });
    act(() => placeholder.focus());
    rerender(<Row drawing="menus" />);
    const real = screen.getByRole('button', { name: 'Language' });
    expect(real).not.toBe(placeholder);
    expect(document.activeElement).toBe(real);
  });
});
