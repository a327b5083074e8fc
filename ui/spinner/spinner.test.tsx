import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { Spinner } from './spinner';
import { spinnerExamples } from './spinner.examples';

// axe's first run in jsdom is slow on a busy machine; this is a time-out, not an assertion about speed.
const AXE_TIMEOUT = 30_000;

describe('Spinner', () => {
  it.each(Object.entries(spinnerExamples))(
    'is axe-clean as the %s example',
    async (_name, props) => {
      const { container } = render(<Spinner {...props} />);
      expect(await axeViolations(container)).toEqual([]);
    },
    AXE_TIMEOUT,
  );

  describe('given no label', () => {
    it('is a status announcing the translated "Loading…"', () => {
      render(<Spinner />);
      expect(screen.getByRole('status')).toHaveTextContent('Loading…');
      expect(screen.getByText('Loading…')).toHaveClass('sr-only');
    });
  });

  describe('given a visible label', () => {
    it('shows it to everyone', () => {
      render(<Spinner label="Loading your results…" showLabel />);
      expect(screen.getByRole('status')).toHaveTextContent('Loading your results…');
      expect(screen.getByText('Loading your results…')).not.toHaveClass('sr-only');
    });
  });
});
