import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { languages } from '../../contract/languages';
import { axeViolations } from '../../tests/setup/axe';
import { LanguageDropdown } from './language-dropdown';
import { languageDropdownExamples } from './language-dropdown.examples';

// axe's first run in jsdom is slow on a busy machine; this is a time-out, not an assertion about speed.
const AXE_TIMEOUT = 30_000;

beforeAll(() => {
  // Radix positions the menu with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('LanguageDropdown', () => {
  it.each(Object.entries(languageDropdownExamples))(
    'is axe-clean as the %s example',
    async (_name, props) => {
      render(<LanguageDropdown {...props} onChange={() => {}} />);
      expect(await axeViolations(document.body)).toEqual([]);
    },
    AXE_TIMEOUT,
  );

  it('shows the current flag and three-letter code, named as the language menu', () => {
    render(<LanguageDropdown value="cs" onChange={() => {}} />);
    const trigger = screen.getByRole('button', { name: 'Language: CZE' });
    // Decorative: drawn as a background (ui/language-dropdown/language-flags.css.ts), hidden from assistive technology.
    const flag = trigger.querySelector('[data-flag="cz"]');
    expect(flag).toHaveAttribute('aria-hidden', 'true');
  });

  describe('given the keyboard user opens the menu', () => {
    it('lists the 10 languages, marks the current one, and reports the chosen code', async () => {
      const onChange = vi.fn();
      render(<LanguageDropdown value="en" onChange={onChange} />);
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      const items = await screen.findAllByRole('menuitemradio');
      expect(items.map((i) => i.textContent)).toEqual(languages.map((l) => `${l.label} ${l.name}`));
      expect(screen.getByRole('menuitemradio', { name: 'ENG English' })).toHaveAttribute('aria-checked', 'true');
      expect(items[0]).toHaveFocus();

      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
      expect(screen.getByRole('menuitemradio', { name: 'DEU Deutsch' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(onChange).toHaveBeenCalledWith('de');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Language: ENG' })).toHaveFocus();
    });

    it('closes with Escape without changing the language', async () => {
      const onChange = vi.fn();
      render(<LanguageDropdown value="en" onChange={onChange} />);
      await userEvent.tab();
      await userEvent.keyboard('{ArrowDown}');
      expect(await screen.findByRole('menu')).toBeInTheDocument();
      await userEvent.keyboard('{End}');
      expect(screen.getByRole('menuitemradio', { name: 'BIH Bosanski' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(onChange).not.toHaveBeenCalled();
    });
  });
});
