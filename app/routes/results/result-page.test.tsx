import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttemptResult } from '../../../contract/api/survey';
import { axeViolations } from '../../../tests/setup/axe';
import { failure, stubApi } from '../../../tests/setup/fake-api';
import { renderWithProviders } from '../../../tests/setup/render-with-providers';
import { radarData } from './result-data';
import { ResultPage } from './result-page';

vi.setConfig({ testTimeout: 60_000 });

const id = 'AAAAAAAAAAAAAAAAAAAAAA';
const before = 'BBBBBBBBBBBBBBBBBBBBBB';
const row = (subId: number, name: string, actual: number, total: number, level: number) => ({
  sub_topic: { id: subId, name },
  actual_points: actual,
  total_points: total,
  level,
  levels: 3,
  rating: { title: `Title ${level}`, description: `Advice for level ${level}` },
});
const attempt = (attemptId: string, completed: string, results: AttemptResult['results']): AttemptResult => ({
  id: attemptId,
  topic: { pk: 4, name: 'Digital skills', wlb: false },
  created_at: completed,
  updated_at: completed,
  completed_at: completed,
  results,
});
const latest = attempt(id, '2026-03-02T10:15:00Z', [row(1, 'Information', 1.75, 2, 3), row(2, 'Safety', 1.416667, 3, 2)]);
const earlier = attempt(before, '2026-01-05T09:00:00Z', [row(1, 'Information', 0.333333, 1, 1), row(3, 'Old area', 1, 1, 3)]);

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const renderResult = (query = `?id=${id}`) =>
  renderWithProviders(<ResultPage />, {
    route: `/result${query}`,
    preloadedState: {
      auth: {
        token: 'tok',
        persistence: 'local',
        userInfo: { id: 1, email: 'a@b.c', role: 'user', first_name: 'A', last_name: 'B', is_staff: false },
      },
    },
  });

describe('the chart’s data mapping', () => {
  it('gives each sub-topic of the shown attempt its share in percent, and the previous share matched by sub-topic id', () => {
    expect(radarData(latest, earlier)).toEqual([
      { name: 'Information', current: 87.5, previous: expect.closeTo(33.3333, 3) },
      { name: 'Safety', current: expect.closeTo(47.2222, 3), previous: null },
    ]);
    expect(radarData(latest)).toEqual([
      { name: 'Information', current: 87.5, previous: null },
      { name: 'Safety', current: expect.closeTo(47.2222, 3), previous: null },
    ]);
  });
});

describe('given a result with an earlier attempt', () => {
  it('shows topic, date, rows with points to one decimal, and the previous values only when toggled', async () => {
    stubApi({ [`GET /api/survey/attempt/${id}`]: { body: [latest, earlier] } });
    const { container } = renderResult();
    expect(await screen.findByRole('heading', { level: 1, name: 'Digital skills' })).toBeInTheDocument();
    expect(screen.getByText(/Completed on 2 March 2026/)).toBeInTheDocument();
    const rows = screen.getAllByRole('article');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('1.8 / 2.0')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('1.4 / 3.0')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Level 3 of 3')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Advice for level 3')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText('0.3 / 1.0')).not.toBeInTheDocument();
    expect(screen.queryAllByText('Previous result')).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);

    const toggle = screen.getByRole('checkbox', { name: /Show my previous result/ });
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(within(rows[0]!).getByText('0.3 / 1.0')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Level 1 of 3')).toBeInTheDocument();
    // The chart's legend names the second series; the sub-topic the earlier attempt lacked has no previous values.
    expect(screen.getAllByText('Previous result').length).toBeGreaterThan(1);
    expect(within(rows[1]!).queryByText('Previous result')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(toggle);
    expect(within(rows[0]!).queryByText('0.3 / 1.0')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fill in this topic again' })).toHaveAttribute(
      'href',
      '/questionnaire?topic-id=4&retry=1',
    );
    expect(screen.getByRole('link', { name: 'See all my surveys' })).toHaveAttribute('href', '/history');
  });
});

describe('given a first result', () => {
  it('offers no previous-result toggle', async () => {
    stubApi({ [`GET /api/survey/attempt/${id}`]: { body: [latest] } });
    renderResult();
    await screen.findByRole('heading', { level: 1, name: 'Digital skills' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('given an attempt that cannot be shown', () => {
  it('says so in words with a way back for someone else’s or an unknown attempt', async () => {
    stubApi({ [`GET /api/survey/attempt/${id}`]: { status: 404, body: failure('This survey attempt is invalid') } });
    const { container } = renderResult();
    expect(await screen.findByRole('heading', { level: 1, name: 'This result cannot be shown' })).toBeInTheDocument();
    expect(screen.getByText('This survey could not be found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all my surveys' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('does not call the server for a malformed id, and shows the translated message when the load fails', async () => {
    const api = stubApi({ [`GET /api/survey/attempt/${id}`]: { status: 500, body: failure('An unexpected error occurred') } });
    const first = renderResult('?id=nonsense');
    expect(await screen.findByRole('heading', { level: 1, name: 'This result cannot be shown' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    first.unmount();
    renderResult();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your result could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
