import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { ChartFigure, FigureTable } from './chart-figure';
import { chartFigureExamples, figureTableExamples } from './chart-figure.examples';
import { figureCsv } from './figure-data';

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

// The first axe run of a file loads axe-core; on a busy machine that exceeds vitest's 5 s default.
const axeTimeout = 30_000;

describe('ChartFigure', () => {
  it.each(Object.entries(chartFigureExamples))(
    'is axe-clean as the %s example, with the chart and with the table shown',
    async (_name, props) => {
      const { container } = render(<ChartFigure {...props} />);
      expect(await axeViolations(container)).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: /Show as table/ }));
      expect(await axeViolations(container)).toEqual([]);
    },
    axeTimeout,
  );

  describe('given a figure with suppressed values', () => {
    it('has the figures in a captioned table for screen readers while the chart shows, "fewer than k" where suppressed', () => {
      render(<ChartFigure {...chartFigureExamples.byCountry} />);
      const figure = screen.getByRole('figure', { name: 'Respondents by country' });
      expect(figure).toHaveAccessibleDescription('Respondents whose latest attempt is completed, by the country they gave.');
      const table = screen.getByRole('table', { name: 'Respondents by country' });
      expect(table.parentElement).toHaveClass('sr-only');
      expect(rowsOf(table)).toEqual([
        ['Country', 'Respondents'],
        ['Croatia', '64'],
        ['Bosnia and Herzegovina', 'fewer than 5'],
        ['Serbia', '12'],
        ['Bulgaria', 'fewer than 5'],
        ['Unknown', '0'],
      ]);
      expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('scope', 'col');
      expect(within(table).getAllByRole('rowheader')[0]).toHaveAttribute('scope', 'row');
    });

    it('writes the suppressed value as "fewer than k" in the chart too, never as a bar', () => {
      const { container } = render(<ChartFigure {...chartFigureExamples.byCountry} />);
      const chart = container.querySelector('[data-chart]') as HTMLElement;
      expect(within(chart).getAllByText('fewer than 5')).toHaveLength(2);
      expect(chart.querySelectorAll('[data-suppressed]')).toHaveLength(2);
      expect([...chart.querySelectorAll('[data-value]')].map((bar) => bar.getAttribute('data-value'))).toEqual(['64', '12', '0']);
    });
  });

  it('shows the table in place of the chart and back from the keyboard, focus staying on the button', async () => {
    const user = userEvent.setup();
    const { container } = render(<ChartFigure {...chartFigureExamples.levels} />);
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show as table: Levels per area' });
    expect(toggle).toHaveFocus();
    // The table is in the accessibility tree either way, so the button claims no expanded/collapsed state.
    expect(toggle).not.toHaveAttribute('aria-expanded');
    expect(toggle).not.toHaveAttribute('aria-controls');
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAccessibleName('Show as chart: Levels per area');
    expect(toggle).toHaveTextContent('Show as chart');
    expect(toggle).not.toHaveAttribute('aria-expanded');
    expect(toggle).toHaveFocus();
    const region = screen.getByRole('region', { name: 'Levels per area' });
    expect(region).not.toHaveClass('sr-only');
    expect(region).toHaveAttribute('tabindex', '0');
    expect(container.querySelector('[data-chart]')).toHaveClass('hidden');
    await user.keyboard(' ');
    expect(toggle).toHaveAccessibleName('Show as table: Levels per area');
    expect(toggle).toHaveTextContent('Show as table');
    expect(region).toHaveClass('sr-only');
    expect(region).not.toHaveAttribute('tabindex');
  });

  describe('given "Download as CSV" is pressed', () => {
    afterEach(() => vi.restoreAllMocks());

    it('saves the table as the file named by csvFileName', async () => {
      const saved: { name: string; blob: Blob }[] = [];
      URL.createObjectURL = (blob) => {
        saved.push({ name: '', blob: blob as Blob });
        return 'blob:test';
      };
      URL.revokeObjectURL = () => undefined;
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.at(-1)!.name = this.download;
      });
      render(<ChartFigure {...chartFigureExamples.byCountry} />);
      await userEvent.click(screen.getByRole('button', { name: 'Download as CSV: Respondents by country' }));
      expect(saved.map((file) => file.name)).toEqual(['respondents-by-country.csv']);
      expect(saved[0]!.blob.type).toBe('text/csv;charset=utf-8');
      // Decoded with the byte-order mark kept, so the test sees it is in the file.
      const bytes = await saved[0]!.blob.arrayBuffer();
      expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(figureCsv(chartFigureExamples.byCountry.table, 5));
    });
  });
});

describe('FigureTable', () => {
  it.each(Object.entries(figureTableExamples))(
    'is axe-clean as the %s example',
    async (_name, props) => {
      const { container } = render(<FigureTable {...props} />);
      expect(await axeViolations(container)).toEqual([]);
    },
    axeTimeout,
  );

  it('shows the table in a focusable region that scrolls, words as they are, the page format for numbers', () => {
    render(<FigureTable {...figureTableExamples.reliability} />);
    expect(screen.queryByRole('button', { name: /Show as/ })).not.toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Reliability per area' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('overflow-x-auto');
    expect(rowsOf(within(region).getByRole('table'))).toEqual([
      ['Area', 'Alpha', 'Scored questions', 'Respondents'],
      ['Information and data', '0.82', '6', '256'],
      ['Safety', 'no alpha: one scored question', '1', '256'],
      ['Problem solving, "hands-on"', 'fewer than 5', '4', 'fewer than 5'],
    ]);
  });

  it('formats numbers in the current language when the page gives no format', async () => {
    const { i18nForTests } = await import('../../tests/setup/i18n');
    await i18nForTests.changeLanguage('de');
    try {
      render(
        <FigureTable
          {...figureTableExamples.wide}
          table={{ rowHeader: 'Land', columns: ['Anteil'], rows: [{ label: 'DE', values: [1234.5] }] }}
        />,
      );
      expect(rowsOf(screen.getByRole('table'))[1]).toEqual(['DE', '1.234,5']);
    } finally {
      await i18nForTests.changeLanguage('en');
    }
  });
});

describe('figureCsv', () => {
  it('writes the header, then the rows: "<k" where suppressed, words as they are, numbers with a decimal comma', () => {
    expect(figureCsv(figureTableExamples.reliability.table, 5)).toBe(
      '\uFEFFArea;Alpha;Scored questions;Respondents\r\n' +
        'Information and data;0,82;6;256\r\n' +
        'Safety;no alpha: one scored question;1;256\r\n' +
        '"Problem solving, ""hands-on""";<5;4;<5\r\n',
    );
  });

  it('quotes line breaks and edge spaces, keeps umlauts and Cyrillic, and neutralises a formula start', () => {
    const table = {
      rowHeader: 'Größe',
      columns: [' Anteil', 'Ниво\n2'],
      rows: [{ label: '=SUM(A1)', values: [1234.5678912, -0.25] }],
    };
    expect(figureCsv(table, 10)).toBe('\uFEFFGröße;" Anteil";"Ниво\n2"\r\n\'=SUM(A1);1234,567891;-0,25\r\n');
  });
});
