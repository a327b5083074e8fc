import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { LineChart } from './line-chart';
import { lineChartExamples } from './line-chart.examples';

// The first axe run of a file loads axe-core; on a busy machine that exceeds vitest's 5 s default.
const axeTimeout = 30_000;

/** The drawing (720 units wide where nothing is laid out, as in jsdom). */
const wideOf = (container: HTMLElement) => container.querySelector('svg[viewBox]') as SVGSVGElement;

describe('LineChart', () => {
  it.each(Object.entries(lineChartExamples))(
    'is axe-clean as the %s example',
    async (_name, props) => {
      const { container } = render(<LineChart {...props} />);
      expect(await axeViolations(container)).toEqual([]);
    },
    axeTimeout,
  );

  it('draws every series with its own dash and marker shape, named in the legend', () => {
    const { container } = render(<LineChart {...lineChartExamples.typical} />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    const series = [...wideOf(container).querySelectorAll('[data-series]')];
    const dashes = series.map((g) => g.querySelector('path')?.getAttribute('stroke-dasharray') ?? 'solid');
    const markers = series.map((g) => g.querySelectorAll('path')[1]?.getAttribute('d'));
    expect(new Set(dashes).size).toBe(4);
    expect(new Set(markers).size).toBe(4);
    expect(series.map((g) => g.querySelectorAll('path').length)).toEqual([9, 9, 9, 9]);
    expect(screen.getAllByRole('listitem', { hidden: true }).map((item) => item.textContent)).toEqual([
      'Registered',
      'Started',
      'Completed',
      'Unfinished',
    ]);
  });

  describe('given values resting on fewer than k respondents', () => {
    it('leaves a gap in the line in a hatched band, with a hollow marker, never a point at 0, and says "fewer than k"', () => {
      const { container } = render(<LineChart {...lineChartExamples.suppressed} />);
      const wide = wideOf(container);
      expect(
        [...wide.querySelectorAll('[data-suppressed-period]')].map((band) => band.getAttribute('data-suppressed-period')),
      ).toEqual(['0', '1', '2']);
      // Completed: null, 7, null, 12, 15, 20: two runs (the lone 7 draws no line but keeps its marker).
      const completed = wide.querySelector('[data-series="2"]')!;
      expect(completed.querySelector('path')?.getAttribute('d')?.match(/M/g)).toHaveLength(2);
      expect(completed.querySelectorAll('[data-suppressed-marker]')).toHaveLength(2);
      const baseline = wide.querySelector('line[stroke-width="2"]')!.getAttribute('y1');
      const markerYs = [...completed.querySelectorAll('path[transform]')].map((m) => m.getAttribute('transform')!.split(' ')[1]);
      expect(markerYs).not.toContain(`${baseline})`);
      expect(screen.getByText('fewer than 5: too few to show')).toBeInTheDocument();
    });
  });

  it('labels every n-th of many periods so labels never overlap, and leaves out markers too close to read', () => {
    const { container } = render(<LineChart {...lineChartExamples.manyPeriods} />);
    const wide = wideOf(container);
    const labels = [...wide.querySelectorAll('text[text-anchor="middle"]')];
    const xs = labels.map((label) => Number(label.getAttribute('x')));
    expect(labels.length).toBeLessThan(60);
    expect(labels[0]?.textContent).toBe('W1');
    expect(Math.min(...xs.slice(1).map((x, i) => x - xs[i]!))).toBeGreaterThanOrEqual(3 * 18 * 0.58 + 18);
    // Week 18 of the completed series is suppressed: only its neighbours' lines, no markers, and no point at 0.
    expect(wide.querySelectorAll('[data-series="1"] path[transform]')).toHaveLength(0);
  });

  it('draws one period as lone markers in the middle', () => {
    const { container } = render(<LineChart {...lineChartExamples.onePeriod} />);
    const markers = [...wideOf(container).querySelectorAll('[data-series] path[transform]')];
    expect(markers.map((m) => m.getAttribute('transform')?.split(' ')[0])).toEqual(['translate(360', 'translate(360']);
  });

  it('draws at the text size of the page: a 652 px chart at 200 % text is 326 units wide, so its text is 36 px', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 652 } as DOMRect);
    try {
      const { container } = render(
        <div style={{ fontSize: '36px' }}>
          <LineChart {...lineChartExamples.typical} />
        </div>,
      );
      expect(wideOf(container).getAttribute('viewBox')).toBe('0 0 326 260');
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('says so when there is nothing to show', () => {
    render(<LineChart {...lineChartExamples.empty} />);
    expect(screen.getByText('There are no figures to show.')).toBeInTheDocument();
  });
});
