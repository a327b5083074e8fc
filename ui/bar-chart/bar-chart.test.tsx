import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { BarChart } from './bar-chart';
import { barChartExamples } from './bar-chart.examples';

// The first axe run of a file loads axe-core; on a busy machine that exceeds vitest's 5 s default.
const axeTimeout = 30_000;

const barsOf = (container: HTMLElement) =>
  [...container.querySelectorAll<SVGElement>('[data-value]')].map((bar) => [bar.dataset.value, Number(bar.dataset.share)]);

describe('BarChart', () => {
  it.each(Object.entries(barChartExamples))(
    'is axe-clean as the %s example',
    async (_name, props) => {
      const { container } = render(<BarChart {...props} />);
      expect(await axeViolations(container)).toEqual([]);
    },
    axeTimeout,
  );

  it('is hidden from assistive technology, whose figures are in the figure table', () => {
    const { container } = render(<BarChart {...barChartExamples.typical} />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws each bar as its share of the largest value, with the value in the language at its end', () => {
    const { container } = render(<BarChart {...barChartExamples.typical} />);
    expect(barsOf(container)[2]).toEqual(['1204', 1]);
    expect(barsOf(container)[0]).toEqual(['412', 412 / 1204]);
    expect(screen.getByText('1,204')).toBeInTheDocument();
  });

  describe('given values resting on fewer than k respondents', () => {
    it('draws a hatched stub with the words "fewer than k" instead of a bar, and a real 0 as no bar and "0"', () => {
      const { container } = render(<BarChart {...barChartExamples.suppressed} />);
      expect(container.querySelectorAll('[data-suppressed]')).toHaveLength(2);
      expect(screen.getAllByText('fewer than 5')).toHaveLength(2);
      expect(barsOf(container).map(([value]) => value)).toEqual(['64', '12', '0']);
      expect(barsOf(container)[2]![1]).toBe(0);
      expect(screen.getByText('0')).toBeInTheDocument();
    });
  });

  it('scales to the given max and writes values with the given format', () => {
    const { container } = render(<BarChart {...barChartExamples.percent} />);
    expect(barsOf(container)[0]).toEqual(['72', 0.72]);
    expect(screen.getByText('72 %')).toBeInTheDocument();
  });

  it('says so when there is nothing to show', () => {
    render(<BarChart k={5} data={[]} />);
    expect(screen.getByText('There are no figures to show.')).toBeInTheDocument();
  });
});
