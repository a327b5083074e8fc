import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { languageCodes } from '../../contract/languages';
import { countryCodes } from '../../contract/user-options';
import { axeViolations } from '../../tests/setup/axe';
import { countryName, countryNames } from './country-names';
import { countryExamples, StatefulCountry } from './dropdown.examples';

// axe's first run in jsdom is slow on a busy machine; this is a time-out, not an assertion about speed.
const AXE_TIMEOUT = 30_000;

const box = () => screen.getByRole('combobox', { name: 'Country' });

describe('CountryDropdown', () => {
  it.each(Object.entries(countryExamples))(
    'is axe-clean as the %s example',
    async (_name, props) => {
      const { container } = render(<StatefulCountry {...props} />);
      expect(await axeViolations(container)).toEqual([]);
    },
    AXE_TIMEOUT,
  );

  it('offers the 48 European countries, each with a decorative flag', async () => {
    render(<StatefulCountry {...countryExamples.default} />);
    await userEvent.click(box());
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(48);
    expect(options[0]).toHaveTextContent('Albania');
    for (const name of ['Kosovo', 'Georgia']) {
      const flag = within(screen.getByRole('option', { name })).getByRole('presentation');
      expect(flag).toHaveAttribute('alt', '');
      expect(flag.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    }
  });

  describe('given the user types part of a name', () => {
    it('filters the list, moves with the arrows and chooses with Enter', async () => {
      const onValue = vi.fn();
      render(<StatefulCountry {...countryExamples.default} onValue={onValue} />);
      await userEvent.tab();
      expect(box()).toHaveFocus();
      await userEvent.keyboard('slo');
      expect(box()).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Slovakia', 'Slovenia']);
      const active = () => document.getElementById(box().getAttribute('aria-activedescendant') ?? '');
      expect(active()).toHaveTextContent('Slovakia');
      await userEvent.keyboard('{ArrowDown}');
      expect(active()).toHaveTextContent('Slovenia');
      await userEvent.keyboard('{Enter}');
      expect(onValue).toHaveBeenCalledWith('SI');
      expect(box()).toHaveValue('Slovenia');
      expect(box()).toHaveAttribute('aria-expanded', 'false');
    });

    it('finds names containing the text, ignoring accents', async () => {
      render(<StatefulCountry {...countryExamples.default} />);
      await userEvent.type(box(), 'kingdom');
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['United Kingdom']);
    });

    it('says so when nothing matches', async () => {
      render(<StatefulCountry {...countryExamples.default} />);
      await userEvent.type(box(), 'Atlantis');
      expect(screen.getByRole('status')).toHaveTextContent('Nothing matches what you typed');
      expect(box()).toHaveAttribute('aria-expanded', 'false');
      expect(box()).toHaveAccessibleDescription('Nothing matches what you typed');
    });

    it('undoes the typing with Escape and keeps the earlier choice', async () => {
      const onValue = vi.fn();
      render(<StatefulCountry {...countryExamples.filled} onValue={onValue} />);
      expect(box()).toHaveValue('Czechia');
      await userEvent.clear(box());
      await userEvent.type(box(), 'Pol');
      await userEvent.keyboard('{Escape}');
      expect(box()).toHaveValue('Czechia');
      expect(box()).toHaveAttribute('aria-expanded', 'false');
      expect(onValue).not.toHaveBeenCalled();
    });

    it('chooses a fully typed name when focus leaves', async () => {
      const onValue = vi.fn();
      render(
        <>
          <StatefulCountry {...countryExamples.default} onValue={onValue} />
          <button type="button">Next</button>
        </>,
      );
      await userEvent.type(box(), 'austria');
      await userEvent.tab();
      expect(onValue).toHaveBeenCalledWith('AT');
      expect(box()).toHaveValue('Austria');
    });
  });

  describe('given the list is closed', () => {
    it('leaves Enter to the form, so the form can submit', async () => {
      const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
      render(
        <form onSubmit={onSubmit}>
          <StatefulCountry {...countryExamples.filled} />
          <button type="submit">Register</button>
        </form>,
      );
      await userEvent.click(box());
      await userEvent.keyboard('{Escape}{Enter}');
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
  });
});

describe('country names', () => {
  it('has the 48 codes of the contract, including GB, RU, UA, XK, VA, and both TR and GE', () => {
    expect(new Set(countryCodes).size).toBe(48);
    for (const code of ['GB', 'RU', 'UA', 'XK', 'VA', 'TR', 'GE'] as const) expect(countryCodes).toContain(code);
  });

  it.each(languageCodes)('names every country in %s, Kosovo and Georgia included', (language) => {
    const names = countryNames(language);
    expect(names).toHaveLength(48);
    for (const { code, name } of names) expect(name, code).not.toBe(code);
  });

  it('writes the names in the current language and sorts them as that language does', () => {
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('RU', 'en')).toBe('Russia');
    expect(countryName('XK', 'xx')).toBe('Kosovo');
    expect(countryName('XK', 'sr')).toBe('Косово');
    expect(countryName('GB', 'bg')).toMatch(/[А-я]/);
    const german = countryNames('de').map((c) => c.name);
    expect(german.indexOf('Österreich')).toBeLessThan(german.indexOf('Polen'));
  });
});
