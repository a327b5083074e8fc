import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { ErrorSummary } from './error-summary';
import { ErrorSummaryDemo, errorSummaryExamples } from './error-summary.examples';

// axe's first run in jsdom is slow on a busy machine; this is a time-out, not an assertion about speed.
const AXE_TIMEOUT = 30_000;

describe('ErrorSummary', () => {
  it.each(Object.entries(errorSummaryExamples))(
    'is axe-clean as the %s example',
    async (_name, props) => {
      const { container } = render(<ErrorSummaryDemo {...props} />);
      expect(await axeViolations(container)).toEqual([]);
    },
    AXE_TIMEOUT,
  );

  describe('given a submit with errors', () => {
    it('takes focus and is named by its heading', () => {
      render(<ErrorSummaryDemo {...errorSummaryExamples.severalErrors} />);
      const summary = screen.getByRole('heading', { name: 'There is a problem' }).parentElement;
      expect(summary).toHaveFocus();
      expect(summary).toHaveAccessibleName('There is a problem');
    });

    it('lists one link per field, in words, with "!" appended', () => {
      render(<ErrorSummaryDemo {...errorSummaryExamples.severalErrors} />);
      expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
        'E-mail: This field is required!',
        'Where do you live?: This field is required!',
        'Consent: This field is required!',
      ]);
    });

    it('moves focus to the field when a link is followed with Enter', async () => {
      render(<ErrorSummaryDemo {...errorSummaryExamples.severalErrors} />);
      await userEvent.tab();
      expect(screen.getByRole('link', { name: /^E-mail/ })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();

      await userEvent.click(screen.getByRole('link', { name: /^Where do you live/ }));
      expect(screen.getByRole('radio', { name: 'Citizen' })).toHaveFocus();
      await userEvent.click(screen.getByRole('link', { name: /^Consent/ }));
      expect(screen.getByRole('checkbox', { name: 'I agree to the processing of my personal data' })).toHaveFocus();
    });
  });

  describe('given another failed submit', () => {
    it('takes focus again when the focus key changes', () => {
      const errors = errorSummaryExamples.oneError.errors;
      const { rerender } = render(
        <>
          <ErrorSummary errors={errors} focusKey={1} />
          <input aria-label="Elsewhere" />
        </>,
      );
      screen.getByRole('textbox', { name: 'Elsewhere' }).focus();
      rerender(
        <>
          <ErrorSummary errors={errors} focusKey={2} />
          <input aria-label="Elsewhere" />
        </>,
      );
      expect(screen.getByRole('heading', { name: 'There is a problem' }).parentElement).toHaveFocus();
    });
  });

  describe('given no errors', () => {
    it('renders nothing', () => {
      const { container } = render(<ErrorSummary errors={[]} />);
      expect(container).toBeEmptyDOMElement();
    });
  });
});
