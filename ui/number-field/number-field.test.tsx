import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { NumberField, parseNumber } from './number-field';
import { numberFieldExamples } from './number-field.examples';

// axe's first run in jsdom is slow on a busy machine; this is a time-out, not an assertion about speed.
const AXE_TIMEOUT = 30_000;

describe('NumberField', () => {
  it.each(Object.entries(numberFieldExamples))(
    'is axe-clean as the %s example',
    async (_name, props) => {
      const { container } = render(<NumberField {...props} />);
      expect(await axeViolations(container)).toEqual([]);
    },
    AXE_TIMEOUT,
  );

  describe('given the user types a number', () => {
    it('reports it as a number, and an emptied box as null', async () => {
      const onValueChange = vi.fn();
      render(<NumberField label="Age" min={0} onValueChange={onValueChange} />);
      await userEvent.tab();
      const input = screen.getByRole('spinbutton', { name: 'Age' });
      expect(input).toHaveFocus();
      expect(input).toHaveAttribute('inputmode', 'numeric');
      expect(input).toHaveAttribute('min', '0');
      await userEvent.keyboard('61');
      expect(onValueChange).toHaveBeenLastCalledWith(61);
      await userEvent.clear(input);
      expect(onValueChange).toHaveBeenLastCalledWith(null);
    });
  });

  describe('given an error', () => {
    it('is invalid and says why in words', () => {
      render(<NumberField {...numberFieldExamples.error} />);
      const input = screen.getByRole('spinbutton', { name: 'Age' });
      expect(input).toBeInvalid();
      expect(input).toHaveAccessibleDescription('Error: This field is required!');
    });
  });

  it('parses only finite numbers', () => {
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('  ')).toBeNull();
    expect(parseNumber('abc')).toBeNull();
    expect(parseNumber('12')).toBe(12);
    expect(parseNumber('-1')).toBe(-1);
  });
});
