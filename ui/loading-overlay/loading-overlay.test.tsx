import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { LoadingOverlay } from './loading-overlay';
import { loadingOverlayExamples } from './loading-overlay.examples';

describe('LoadingOverlay', () => {
  it.each(Object.entries(loadingOverlayExamples))('is axe-clean as the %s example', async (_name, props) => {
    const { container } = render(<LoadingOverlay {...props} />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is a busy status named by the translated loading text', () => {
    render(<LoadingOverlay />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading…');
  });

  it('announces a given label instead', () => {
    render(<LoadingOverlay {...loadingOverlayExamples.withLabel} />);
    expect(screen.getByRole('status')).toHaveTextContent('Saving your answers…');
  });

  describe('given a page below it', () => {
    // Blocking clicks is layout (a fixed layer over the page), which jsdom cannot hit-test; focus it can.
    it('does not trap or steal keyboard focus', async () => {
      const user = userEvent.setup();
      render(
        <>
          <button type="button">Next</button>
          <LoadingOverlay />
        </>,
      );
      await user.tab();
      expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    });
  });
});
