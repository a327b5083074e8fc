import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { StackedBarChart } from './stacked-bar-chart';
import { stackedBarChartExamples } from './stacked-bar-chart.examples';

// The first axe run of a file loads axe-core; on a busy machine that exceeds vitest's 5 s default.
const axeTimeout = 30_000;

/** Each part of a row's bar: a level's share (its flex grow) and label, or "suppressed". */
const partsOf = (container: HTMLElement, row: string) =>
  [...(container.querySelector(`[data-row="${row}"]`)?.children ?? [])].map((part) =>
    part.hasAttribute('data-suppressed')
      ? 'suppressed'
      : [
          Number((part as HTMLElement).dataset.share),
          part.querySelector('[data-level]')?.getAttribute('data-level'),
          part.textContent,
        ],
  );

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
    it('shows each as a hatched stub in its place, shares of the known total, and "fewer than k" in the legend', () => {
      const { container } = render(<StackedBarChart {...stackedBarChartExamples.suppressed} />);
      expect(partsOf(container, 'Work ability')).toEqual(['suppressed', [14 / 36, '2', '39%'], [22 / 36, '3', '61%']]);
      expect(partsOf(container, 'Flexibility')).toEqual(['suppressed', 'suppressed', 'suppressed']);
      expect(screen.getByText('fewer than 5')).toBeInTheDocument();
      const legend = [...container.querySelectorAll('ul')].at(-1)!.querySelectorAll('li');
      expect([...legend].map((item) => item.textContent)).toEqual(
        expect.arrayContaining(['Level 1: beginning', 'Level 3: confident', 'fewer than 5: too few to show']),
      );
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
