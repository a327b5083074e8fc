import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { Checkbox } from './checkbox';
import { checkboxExamples } from './checkbox.examples';

// axe's first run in jsdom is slow on a busy machine; this is a time-out, not an assertion about speed.
const AXE_TIMEOUT = 30_000;

describe('Checkbox', () => {
  it.each(Object.entries(checkboxExamples))(
    'is axe-clean as the %s example',
    async (_name, props) => {
      const { container } = render(<Checkbox {...props} />);
      expect(await axeViolations(container)).toEqual([]);
    },
    AXE_TIMEOUT,
  );

  describe('given an unticked box', () => {
    it('is ticked and unticked with Space', async () => {
      const onChange = vi.fn();
      render(<Checkbox label="Remember me" onChange={onChange} />);
      await userEvent.tab();
      const box = screen.getByRole('checkbox', { name: 'Remember me' });
      expect(box).toHaveFocus();
      await userEvent.keyboard(' ');
      expect(box).toBeChecked();
      await userEvent.keyboard(' ');
      expect(box).not.toBeChecked();
      expect(onChange).toHaveBeenCalledTimes(2);
    });

    it('is ticked by clicking its label', async () => {
      render(<Checkbox label="Remember me" />);
      await userEvent.click(screen.getByText('Remember me'));
      expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    });
  });

  describe('given the consent is missing', () => {
    it('is invalid and says so in words', () => {
      render(<Checkbox label="I agree" error="VALIDATION.REQUIRED" />);
      const box = screen.getByRole('checkbox', { name: 'I agree' });
      expect(box).toBeInvalid();
      expect(box).toHaveAccessibleDescription('Error: This field is required!');
    });
  });
});
