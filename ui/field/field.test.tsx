import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { FieldDemo, fieldExamples } from './field.examples';

// axe's first run in jsdom is slow on a busy machine; this is a time-out, not an assertion about speed.
const AXE_TIMEOUT = 30_000;

describe('Field', () => {
  it.each(Object.entries(fieldExamples))(
    'is axe-clean as the %s example',
    async (_name, props) => {
      const { container } = render(<FieldDemo {...props} />);
      expect(await axeViolations(container)).toEqual([]);
    },
    AXE_TIMEOUT,
  );

  describe('given a hint and no error', () => {
    it('labels the control and describes it with the hint only', () => {
      render(<FieldDemo {...fieldExamples.withHint} />);
      const input = screen.getByRole('textbox', { name: 'Location' });
      expect(input).toHaveAccessibleDescription('The town or village where you live.');
      expect(input).not.toHaveAttribute('aria-invalid');
    });
  });

  describe('given an error key', () => {
    it('shows the translated text with "!" and a hidden "Error:" prefix, and marks the control invalid', () => {
      render(<FieldDemo {...fieldExamples.error} />);
      const input = screen.getByRole('textbox', { name: 'Location' });
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('The town or village where you live. Error: This field is required!');
      expect(screen.getByText('Error:')).toHaveClass('sr-only');
    });
  });

  describe('given an explicit id', () => {
    it('uses it for the control and derives the hint and error ids from it', () => {
      render(<FieldDemo {...fieldExamples.error} id="location" />);
      const input = screen.getByRole('textbox', { name: 'Location' });
      expect(input).toHaveAttribute('id', 'location');
      expect(input).toHaveAttribute('aria-describedby', 'location-hint location-error');
    });
  });
});
