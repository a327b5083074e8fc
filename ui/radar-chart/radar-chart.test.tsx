import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { RadarChart } from './radar-chart';
import { radarChartExamples } from './radar-chart.examples';
import { wrapLabel } from './radar-geometry';

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s/g, ' ')));

// The first axe run of a file loads axe-core; on a busy machine that exceeds vitest's 5 s default.
const axeTimeout = 30_000;

describe('RadarChart', () => {
  it.each(Object.entries(radarChartExamples))(
    'is axe-clean as the %s example',
    async (_name, props) => {
      const { container } = render(<RadarChart {...props} />);
      expect(await axeViolations(container)).toEqual([]);
    },
    axeTimeout,
  );

  it('is an image with a summary that points to the table', () => {
    render(<RadarChart {...radarChartExamples.current} />);
    const [chart] = screen.getAllByRole('img');
    expect(chart).toHaveAccessibleName(
      'Radar chart of your results in 5 areas, in percent. The same numbers are in the table below the chart.',
    );
  });

  describe('given only the current attempt', () => {
    it('opens a native disclosure with the same numbers as a table', async () => {
      const user = userEvent.setup();
      render(<RadarChart {...radarChartExamples.current} />);
      const table = screen.getByRole('table', { name: 'Your results per area, in percent' });
      expect(table).not.toBeVisible();
      await user.click(screen.getByText("Show the chart's numbers as a table"));
      expect(table).toBeVisible();
      expect(rowsOf(table)).toEqual([
        ['Area', 'Latest result'],
        ['Information and data', '80%'],
        ['Communication and collaboration', '67%'],
        ['Digital content creation', '40%'],
        ['Safety', '90%'],
        ['Problem solving', '55%'],
      ]);
      expect(screen.queryByText('Previous result')).not.toBeInTheDocument();
    });
  });

  describe('given the previous attempt is shown', () => {
    it('adds it to the legend and as a table column, saying where it had no result', () => {
      render(<RadarChart {...radarChartExamples.previousPartly} />);
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
        expect.arrayContaining(['Latest result', 'Previous result']),
      );
      expect(rowsOf(screen.getByRole('table'))).toEqual([
        ['Area', 'Latest result', 'Previous result'],
        ['Work ability', '70%', '50%'],
        ['Learning', '45%', 'No result'],
        ['Flexibility', '85%', '60%'],
      ]);
    });

    it('draws the previous series dashed, so it differs without colour', () => {
      const { container } = render(<RadarChart {...radarChartExamples.previousShown} />);
      const dashed = container.querySelectorAll('[data-series="previous"] path[stroke-dasharray]');
      expect(dashed.length).toBeGreaterThan(0);
      expect(container.querySelectorAll('[data-series="current"] path[stroke-dasharray]')).toHaveLength(0);
    });
  });

  it('draws the ring labels above both series with a halo of the page colour, so a line through them stays readable', () => {
    const { container } = render(<RadarChart {...radarChartExamples.nearRingLabels} />);
    const wide = container.querySelectorAll('svg[role="img"]')[1]!;
    const labels = [...wide.querySelectorAll('text')].filter((text) => /^\d+%$/.test(text.textContent ?? ''));
    expect(labels.map((label) => label.textContent)).toEqual(['25%', '50%', '75%', '100%']);
    const lastSeries = [...wide.querySelectorAll('[data-series]')].at(-1)!;
    for (const label of labels) {
      expect(label.getAttribute('paint-order')).toBe('stroke');
      expect(label.getAttribute('class')).toContain('stroke-page');
      expect(Number(label.getAttribute('stroke-width'))).toBeGreaterThanOrEqual(4);
      expect(label.getAttribute('stroke-linejoin')).toBe('round');
      // Later in the SVG is painted on top.
      expect(lastSeries.compareDocumentPosition(label) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('formats the percentages in the current language', async () => {
    const { i18nForTests } = await import('../../tests/setup/i18n');
    await i18nForTests.changeLanguage('de');
    try {
      render(<RadarChart {...radarChartExamples.cyrillic} />);
      expect(rowsOf(screen.getByRole('table'))[1]).toEqual(['Информация и данни', '72 %', '58 %']);
    } finally {
      await i18nForTests.changeLanguage('en');
    }
  });

  it('says so when there is nothing to show', () => {
    render(<RadarChart data={[]} />);
    expect(screen.getByText('There are no results to show yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('wrapLabel', () => {
  it('wraps at word boundaries', () => {
    expect(wrapLabel('Communication and collaboration', 16)).toEqual(['Communication', 'and', 'collaboration']);
    expect(wrapLabel('Work ability and health', 16)).toEqual(['Work ability and', 'health']);
  });
  it('cuts words longer than a line with a hyphen', () => {
    expect(wrapLabel('Datenschutzsicherheitsvorkehrungen', 16)).toEqual(['Datenschutzsich-', 'erheitsvorkehru-', 'ngen']);
  });
});
