import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { Textarea } from './textarea';
import { textareaExamples } from './textarea.examples';

// axe's first run in jsdom is slow on a busy machine; this is a time-out, not an assertion about speed.
const AXE_TIMEOUT = 30_000;

describe('Textarea', () => {
  it.each(Object.entries(textareaExamples))(
    'is axe-clean as the %s example',
    async (_name, props) => {
      const { container } = render(<Textarea {...props} />);
      expect(await axeViolations(container)).toEqual([]);
    },
    AXE_TIMEOUT,
  );

  describe('given the user types several lines', () => {
    it('keeps Enter as a new line instead of submitting', async () => {
      render(<Textarea label="Your answer" />);
      await userEvent.tab();
      const box = screen.getByRole('textbox', { name: 'Your answer' });
      expect(box).toHaveFocus();
      await userEvent.keyboard('First{Enter}Second');
      expect(box).toHaveValue('First\nSecond');
    });
  });

  describe('given an error', () => {
    it('is invalid and describes the error', () => {
      render(<Textarea {...textareaExamples.error} />);
      const box = screen.getByRole('textbox', { name: 'Your answer' });
      expect(box).toBeInvalid();
      expect(box).toHaveAccessibleDescription('Error: This field is required!');
    });
  });
});
