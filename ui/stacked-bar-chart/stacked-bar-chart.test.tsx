import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { StackedBarChart } from './stacked-bar-chart';
import { stackedBarChartExamples } from './stacked-bar-chart.examples';

// The first axe run of a file loads axe-core; on a busy machine that exceeds vitest's 5 s default.
const axeTimeout = 30_000;

/**
 * Each part of a row's bar: a level's share (its flex grow) and label, "suppressed" for a narrow stub, or
 * ['hidden', share, words] for the hatched block of what the shown levels leave of the row's total.
 */
const partsOf = (container: HTMLElement, row: string) =>
  [...(container.querySelector(`[data-row="${row}"]`)?.children ?? [])].map((part) => {
    if (part.hasAttribute('data-suppressed')) return 'suppressed';
    const { share, hiddenShare } = (part as HTMLElement).dataset;
    if (hiddenShare !== undefined) return ['hidden', Number(hiddenShare), part.textContent];
    return [Number(share), part.querySelector('[data-level]')?.getAttribute('data-level'), part.textContent];
  });

describe('StackedBarChart', () => {
  it.each(Object.entries(stackedBarChartExamples))(
    'is axe-clean as the %s example',
    async (_name, props) => {
      const { container } = render(<StackedBarChart {...props} />);
      expect(await axeViolations(container)).toEqual([]);
    },
    axeTimeout,
  );

  it('draws each level as its share of the row, lowest first, labelled where it is wide enough', () => {
    const { container } = render(<StackedBarChart {...stackedBarChartExamples.typical} />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(partsOf(container, 'Safety')).toEqual([
      [25 / 256, '1', ''],
      [90 / 256, '2', '35%'],
      [141 / 256, '3', '55%'],
    ]);
  });

  describe('given levels resting on fewer than k respondents', () => {
    it('without the row total: each a hatched stub in its place, widths among the shown, no percentages, "fewer than k" in the legend', () => {
      const { container } = render(<StackedBarChart {...stackedBarChartExamples.suppressed} />);
      // 14 of 36 would read 39 % although the hidden level holds people too: no figure rather than a wrong one.
      expect(partsOf(container, 'Work ability')).toEqual(['suppressed', [14 / 36, '2', ''], [22 / 36, '3', '']]);
      expect(partsOf(container, 'Learning')).toEqual([[9 / 36, '1', ''], 'suppressed', [27 / 36, '3', '']]);
      expect(partsOf(container, 'Flexibility')).toEqual(['suppressed', 'suppressed', 'suppressed']);
      expect(screen.getByText('fewer than 5')).toBeInTheDocument();
      const legend = [...container.querySelectorAll('ul')].at(-1)!.querySelectorAll('li');
      expect([...legend].map((item) => item.textContent)).toEqual(
        expect.arrayContaining(['Level 1: beginning', 'Level 3: confident', 'fewer than 5: too few to show']),
      );
    });

    it('with the row total: shares of the total, and what the shown leave one hatched "fewer than k" block in their place', () => {
      const { container } = render(<StackedBarChart {...stackedBarChartExamples.hiddenWithTotal} />);
      // 10 and 10 of 24, not 50 % each: the hidden level's 4 are in the bar.
      expect(partsOf(container, 'Work and home life')).toEqual([
        ['hidden', 4 / 24, 'fewer than 5'],
        [10 / 24, '2', '42%'],
        [10 / 24, '3', '42%'],
      ]);
      expect(partsOf(container, 'Learning')).toEqual([
        [9 / 40, '1', '23%'],
        ['hidden', 4 / 40, 'fewer than 5'],
        [27 / 40, '3', '68%'],
      ]);
      // Hidden levels side by side are one block; no percentage is ever printed on it.
      expect(partsOf(container, 'Time')).toEqual([
        ['hidden', 8 / 28, 'fewer than 5'],
        [20 / 28, '3', '71%'],
      ]);
      // Hidden apart: how the rest splits is not known, so each place takes half of it (widths only).
      expect(partsOf(container, 'Flexibility')).toEqual([
        ['hidden', 4 / 38, 'fewer than 5'],
        [30 / 38, '2', '79%'],
        ['hidden', 4 / 38, 'fewer than 5'],
      ]);
      expect(container.querySelectorAll('[data-hidden-share] [data-suppressed]')).toHaveLength(5);
      expect(screen.getByText('fewer than 5: too few to show')).toBeInTheDocument();
    });

    it('draws no hatched share when the shown levels already make the total', () => {
      const { container } = render(
        <StackedBarChart k={5} segmentLabels={['A', 'B', 'C']} rows={[{ label: 'Row', segments: [0, null, 20], total: 20 }]} />,
      );
      expect(partsOf(container, 'Row')).toEqual(['suppressed', [1, '3', '100%']]);
    });
  });

  it('paints the levels apart without colour: lighter to darker, each with its own texture', () => {
    const { container } = render(<StackedBarChart {...stackedBarChartExamples.oneRow} />);
    const fills = [...container.querySelectorAll('[data-row] [data-level]')].map((svg) => [
      svg.querySelector('.fill-accent')?.getAttribute('fill-opacity'),
      svg
        .querySelector('[fill^="url("]')
        ?.getAttribute('fill')
        ?.replace(/^url\(#\w+-/, ''),
    ]);
    expect(fills).toEqual([
      ['0.2', '0)'],
      ['0.6', '1)'],
      ['1', undefined],
    ]);
  });

  it('says so when there is nothing to show', () => {
    render(<StackedBarChart {...stackedBarChartExamples.empty} />);
    expect(screen.getByText('There are no figures to show.')).toBeInTheDocument();
  });
});
