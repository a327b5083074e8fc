import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { TextField } from './text-field';
import { textFieldExamples } from './text-field.examples';

// axe's first run in jsdom is slow on a busy machine; this is a time-out, not an assertion about speed.
const AXE_TIMEOUT = 30_000;

describe('TextField', () => {
  it.each(Object.entries(textFieldExamples))(
    'is axe-clean as the %s example',
    async (_name, props) => {
      const { container } = render(<TextField {...props} />);
      expect(await axeViolations(container)).toEqual([]);
    },
    AXE_TIMEOUT,
  );

  describe('given an empty field', () => {
    it('is reached with Tab by its visible label and takes typed text', async () => {
      const onChange = vi.fn();
      render(<TextField label="First name" onChange={onChange} />);
      await userEvent.tab();
      const input = screen.getByRole('textbox', { name: 'First name' });
      expect(input).toHaveFocus();
      await userEvent.keyboard('Marie');
      expect(input).toHaveValue('Marie');
      expect(onChange).toHaveBeenCalledTimes(5);
    });
  });

  describe('given an error', () => {
    it('is invalid and describes the error after the hint', () => {
      render(<TextField label="E-mail" hint="Your address." error="VALIDATION.REQUIRED" />);
      const input = screen.getByRole('textbox', { name: 'E-mail' });
      expect(input).toBeInvalid();
      expect(input).toHaveAccessibleDescription('Your address. Error: This field is required!');
    });
  });

  describe('given it is disabled', () => {
    it('is skipped by Tab', async () => {
      render(
        <>
          <TextField label="E-mail" disabled />
          <button type="button">Next</button>
        </>,
      );
      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    });
  });
});
