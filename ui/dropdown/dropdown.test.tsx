import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limits } from '../../contract/limits';
import { axeViolations } from '../../tests/setup/axe';
import { dropdownExamples, educationOptions, StatefulDropdown, sectorOptions } from './dropdown.examples';

// axe's first run in jsdom is slow on a busy machine; this is a time-out, not an assertion about speed.
const AXE_TIMEOUT = 30_000;

const combobox = (name = 'Highest education') => screen.getByRole('combobox', { name });
/** The option the combobox points at with aria-activedescendant (DOM focus stays on the combobox). */
const activeOption = (name = 'Highest education') => {
  const id = combobox(name).getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('Dropdown', () => {
  it.each(Object.entries(dropdownExamples))(
    'is axe-clean as the %s example',
    async (_name, props) => {
      const { container } = render(<StatefulDropdown {...props} />);
      expect(await axeViolations(container)).toEqual([]);
    },
    AXE_TIMEOUT,
  );

  describe('given a closed single-choice dropdown', () => {
    it('opens with ArrowDown, moves with the arrows, Home and End, and chooses with Enter', async () => {
      const onValue = vi.fn();
      render(<StatefulDropdown {...dropdownExamples.default} onValue={onValue} />);
      await userEvent.tab();
      expect(combobox()).toHaveFocus();
      expect(combobox()).toHaveAttribute('aria-expanded', 'false');
      expect(combobox()).toHaveTextContent('Please choose');

      await userEvent.keyboard('{ArrowDown}');
      expect(combobox()).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('listbox', { name: 'Highest education' })).toBeVisible();
      expect(activeOption()).toHaveTextContent('Primary school');

      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      expect(activeOption()).toHaveTextContent('Secondary school with a diploma');
      await userEvent.keyboard('{ArrowUp}');
      expect(activeOption()).toHaveTextContent('Secondary school with a certificate');
      await userEvent.keyboard('{End}');
      expect(activeOption()).toHaveTextContent('Tertiary (university)');
      await userEvent.keyboard('{ArrowDown}');
      expect(activeOption()).toHaveTextContent('Tertiary (university)');
      await userEvent.keyboard('{Home}');
      expect(activeOption()).toHaveTextContent('Primary school');

      await userEvent.keyboard('{ArrowDown}{Enter}');
      expect(onValue).toHaveBeenCalledWith('secondary_certificate');
      expect(combobox()).toHaveAttribute('aria-expanded', 'false');
      expect(combobox()).toHaveTextContent('Secondary school with a certificate');
      expect(combobox()).toHaveFocus();
    });

    it('reopens on the chosen option, marked as selected', async () => {
      render(<StatefulDropdown {...dropdownExamples.filled} />);
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      expect(activeOption()).toHaveTextContent('Secondary school with a diploma');
      expect(screen.getByRole('option', { name: 'Secondary school with a diploma' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('option', { name: 'Primary school' })).toHaveAttribute('aria-selected', 'false');
    });

    it('closes with Escape without changing the choice, and does not let Escape reach an enclosing dialog', async () => {
      const onValue = vi.fn();
      const onOuterKeyDown = vi.fn();
      render(
        // biome-ignore lint/a11y/noStaticElementInteractions: stands in for a modal listening for Escape
        <div onKeyDown={(e) => onOuterKeyDown(e.key)}>
          <StatefulDropdown {...dropdownExamples.filled} onValue={onValue} />
        </div>,
      );
      await userEvent.tab();
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{Escape}');
      expect(combobox()).toHaveAttribute('aria-expanded', 'false');
      expect(combobox()).toHaveTextContent('Secondary school with a diploma');
      expect(onValue).not.toHaveBeenCalled();
      expect(onOuterKeyDown).not.toHaveBeenCalledWith('Escape');

      // Closed, Escape is left to whoever listens (the modal closes).
      await userEvent.keyboard('{Escape}');
      expect(onOuterKeyDown).toHaveBeenCalledWith('Escape');
    });

    it('skips disabled options with the arrow keys', async () => {
      render(<StatefulDropdown {...dropdownExamples.withDisabledOption} defaultOpen={false} />);
      await userEvent.tab();
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
      expect(activeOption()).toHaveTextContent('Secondary school with a diploma');
      await userEvent.keyboard('{ArrowDown}');
      expect(activeOption()).toHaveTextContent('Tertiary (university)');
      expect(screen.getByRole('option', { name: 'Post-secondary course' })).toHaveAttribute('aria-disabled', 'true');
    });

    it('closes when Tab moves focus on', async () => {
      render(
        <>
          <StatefulDropdown {...dropdownExamples.default} />
          <button type="button">Next</button>
        </>,
      );
      await userEvent.tab();
      await userEvent.keyboard('{ArrowDown}');
      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
      expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    });

    it('is opened and chosen from with the mouse, and its label focuses it', async () => {
      const onValue = vi.fn();
      render(<StatefulDropdown {...dropdownExamples.default} onValue={onValue} />);
      await userEvent.click(screen.getByText('Highest education'));
      expect(combobox()).toHaveFocus();
      await userEvent.click(combobox());
      await userEvent.click(screen.getByRole('option', { name: 'Tertiary (university)' }));
      expect(onValue).toHaveBeenCalledWith('tertiary');
      expect(combobox()).toHaveTextContent('Tertiary (university)');
      expect(combobox()).toHaveFocus();
    });
  });

  describe('given the user types letters', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    // Fake timers decide when the type-ahead pause has passed; keys are sent synchronously with fireEvent,
    // because user-event waits on timers of its own.
    const setup = () => {
      vi.useFakeTimers();
      render(<StatefulDropdown {...dropdownExamples.default} />);
      act(() => combobox().focus());
      return (keys: string) => {
        for (const key of keys) fireEvent.keyDown(combobox(), { key });
      };
    };
    const pause = (ms: number) => act(() => vi.advanceTimersByTime(ms));

    it('jumps to the first option starting with the letter, and cycles when the same letter is typed again', () => {
      const type = setup();
      type('s');
      expect(combobox()).toHaveAttribute('aria-expanded', 'true');
      expect(activeOption()).toHaveTextContent('Secondary school with a certificate');
      type('s');
      expect(activeOption()).toHaveTextContent('Secondary school with a diploma');
      type('s');
      expect(activeOption()).toHaveTextContent('Secondary school with a certificate');
    });

    it('matches the letters typed in quick succession as one word', () => {
      const type = setup();
      type('p');
      expect(activeOption()).toHaveTextContent('Primary school');
      pause(limits.typeAheadResetMs - 1);
      type('o');
      expect(activeOption()).toHaveTextContent('Post-secondary course');
    });

    it(`starts a new search after a pause of ${limits.typeAheadResetMs} ms`, () => {
      const type = setup();
      type('t');
      expect(activeOption()).toHaveTextContent('Tertiary (university)');
      pause(limits.typeAheadResetMs);
      type('p');
      // Had the search not restarted, "tp" would match nothing and Tertiary would stay active.
      expect(activeOption()).toHaveTextContent('Primary school');
    });

    it('treats Space as a letter while a search is running, then as "choose"', () => {
      const type = setup();
      type('secondary school with a d');
      expect(activeOption()).toHaveTextContent('Secondary school with a diploma');
      pause(limits.typeAheadResetMs);
      type(' ');
      expect(combobox()).toHaveTextContent('Secondary school with a diploma');
      expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    });

    it('ignores upper and lower case', () => {
      const type = setup();
      type('TE');
      expect(activeOption()).toHaveTextContent('Tertiary (university)');
    });
  });

  describe('given multiple selection', () => {
    it('toggles options with Enter and Space, stays open, and lists the choices in option order', async () => {
      const onValue = vi.fn();
      render(<StatefulDropdown {...dropdownExamples.multipleError} onValue={onValue} />);
      const box = combobox('Job sectors');
      await userEvent.tab();
      await userEvent.keyboard('{ArrowDown}');
      expect(screen.getByRole('listbox', { name: 'Job sectors' })).toHaveAttribute('aria-multiselectable', 'true');

      await userEvent.keyboard('{End}{Enter}');
      expect(onValue).toHaveBeenLastCalledWith(['transportation_shipping_logistics']);
      await userEvent.keyboard('{Home}{Enter}');
      expect(onValue).toHaveBeenLastCalledWith(['administration', 'transportation_shipping_logistics']);
      expect(box).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('option', { name: 'Administration' })).toHaveAttribute('aria-selected', 'true');

      await userEvent.keyboard(' ');
      expect(onValue).toHaveBeenLastCalledWith(['transportation_shipping_logistics']);
      expect(screen.getByRole('option', { name: 'Administration' })).toHaveAttribute('aria-selected', 'false');

      await userEvent.click(screen.getByRole('option', { name: 'Banking' }));
      expect(onValue).toHaveBeenLastCalledWith(['banking', 'transportation_shipping_logistics']);
      await userEvent.keyboard('{Escape}');
      expect(box).toHaveAttribute('aria-expanded', 'false');
      expect(box).toHaveTextContent('Banking, Transportation, shipping and logistics');
    });
  });

  describe('given an error', () => {
    it('is invalid and describes the hint and the error', () => {
      render(<StatefulDropdown {...dropdownExamples.error} hint="The highest level you have finished." />);
      expect(combobox()).toHaveAttribute('aria-invalid', 'true');
      expect(combobox()).toHaveAccessibleDescription('The highest level you have finished. Error: This field is required!');
    });
  });

  describe('given it is disabled', () => {
    it('cannot be reached with Tab or opened with a click', async () => {
      render(
        <>
          <StatefulDropdown {...dropdownExamples.disabled} />
          <button type="button">Next</button>
        </>,
      );
      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
      await userEvent.click(combobox());
      expect(combobox()).toHaveAttribute('aria-expanded', 'false');
      expect(combobox()).toHaveAttribute('aria-disabled', 'true');
    });
  });

  it('keeps every option in the list even when nothing is chosen', () => {
    render(<StatefulDropdown {...dropdownExamples.open} />);
    expect(screen.getAllByRole('option')).toHaveLength(educationOptions.length);
    render(<StatefulDropdown {...dropdownExamples.multipleOpen} />);
    expect(screen.getAllByRole('option')).toHaveLength(educationOptions.length + sectorOptions.length);
  });
});
