import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { CompletionMeter } from './completion-meter';
import { completionMeterExamples } from './completion-meter.examples';

const AXE_TIMEOUT = 30_000;

describe('CompletionMeter', () => {
  it.each(Object.entries(completionMeterExamples))(
    'is axe-clean as the %s example',
    async (_name, props) => {
      const { container } = render(<CompletionMeter {...props} />);
      expect(await axeViolations(container)).toEqual([]);
    },
    AXE_TIMEOUT,
  );

  it('shows "12 of 30 answered" and names the progress bar with it', () => {
    render(<CompletionMeter answered={12} total={30} />);
    expect(screen.getByText('12 of 30 answered')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: '12 of 30 answered' });
    expect(bar).toHaveAttribute('aria-valuenow', '12');
    expect(bar).toHaveAttribute('aria-valuemax', '30');
    expect(bar).toHaveAttribute('aria-valuetext', '12 of 30 answered');
  });

  it('keeps the value within 0 and the total', () => {
    render(<CompletionMeter answered={40} total={30} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
  });

  it('copes with a survey of no questions', () => {
    render(<CompletionMeter answered={0} total={0} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });
});
