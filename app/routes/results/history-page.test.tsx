import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttemptResult } from '../../../contract/api/survey';
import { axeViolations } from '../../../tests/setup/axe';
import { failure, stubApi } from '../../../tests/setup/fake-api';
import { renderWithProviders } from '../../../tests/setup/render-with-providers';
import { groupByTopic, levelTrends } from './history-data';
import { HistoryPage } from './history-page';

vi.setConfig({ testTimeout: 60_000 });

const ids = ['A', 'B', 'C', 'D', 'E', 'F'].map((c) => c.repeat(22));
const digital = { pk: 1, name: 'Digital skills', wlb: false };
const balance = { pk: 2, name: 'Work-life balance', wlb: true };
const item = (id: string, topic: typeof digital, day: number) => ({
  id,
  topic,
  created_at: `2026-01-${String(day).padStart(2, '0')}T09:00:00Z`,
  updated_at: `2026-01-${String(day).padStart(2, '0')}T09:30:00Z`,
  completed_at: `2026-01-${String(day).padStart(2, '0')}T09:30:00Z`,
});
// Newest first, as GET /api/survey/attempts answers.
const list = [
  item(ids[0]!, digital, 20),
  item(ids[1]!, balance, 18),
  item(ids[2]!, digital, 15),
  item(ids[3]!, digital, 10),
  item(ids[4]!, digital, 5),
  item(ids[5]!, digital, 1),
];
const scored = (id: string, levels: [number, number]): AttemptResult => ({
  ...item(id, digital, 1),
  results: levels.map((level, i) => ({
    sub_topic: { id: i + 1, name: i ? 'Safety' : 'Information' },
    actual_points: level,
    total_points: 3,
    level,
    levels: 3,
    rating: { title: `T${level}`, description: `D${level}` },
  })),
});

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const renderHistory = () =>
  renderWithProviders(<HistoryPage />, {
    route: '/history',
    preloadedState: {
      auth: {
        token: 'tok',
        persistence: 'local',
        userInfo: { id: 1, email: 'a@b.c', role: 'user', first_name: 'A', last_name: 'B', is_staff: false },
      },
    },
  });

describe('the history’s grouping and trend', () => {
  it('groups per topic in the order of the latest result, dates newest first', () => {
    const groups = groupByTopic(list);
    expect(groups.map((g) => g.topic.name)).toEqual(['Digital skills', 'Work-life balance']);
    expect(groups[0]!.attempts.map((a) => a.id)).toEqual([ids[0], ids[2], ids[3], ids[4], ids[5]]);
  });

  it('gives each sub-topic its levels from the oldest to the newest attempt', () => {
    const trends = levelTrends([scored(ids[0]!, [3, 2]), scored(ids[2]!, [2, 2]), scored(ids[3]!, [1, 3])]);
    expect(trends).toEqual([
      { subTopic: 'Information', levels: [1, 2, 3] },
      { subTopic: 'Safety', levels: [3, 2, 2] },
    ]);
  });
});

describe('given completed surveys', () => {
  it('shows the latest result, a list per topic linking each date to its tool’s result page, and the level trend', async () => {
    stubApi({
      'GET /api/survey/attempts': { body: { results: list } },
      [`GET /api/survey/attempt/${ids[0]}`]: {
        body: [scored(ids[0]!, [3, 2]), scored(ids[2]!, [2, 2]), scored(ids[3]!, [1, 3])],
      },
      [`GET /api/survey/attempt/${ids[1]}`]: { body: [{ ...scored(ids[1]!, [2, 2]), topic: balance }] },
    });
    const { container } = renderHistory();
    expect(await screen.findByRole('heading', { level: 1, name: 'My completed surveys' })).toBeInTheDocument();
    const latest = screen.getByRole('region', { name: 'Your latest result' });
    expect(within(latest).getByRole('link', { name: 'Open this result' })).toHaveAttribute('href', `/result?id=${ids[0]}`);
    const digitalDates = screen.getByRole('list', { name: 'Results of Digital skills, newest first' });
    expect(
      within(digitalDates)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual([ids[0], ids[2], ids[3], ids[4], ids[5]].map((id) => `/result?id=${id}`));
    // The desktop separator follows the fourth date (not the last one).
    expect(within(digitalDates).getAllByRole('listitem')[3]!.className).toContain(
      'desktop:[&:nth-child(4n):not(:last-child)]:border-b-2',
    );
    const wlbDates = screen.getByRole('list', { name: 'Results of Work-life balance, newest first' });
    expect(within(wlbDates).getByRole('link')).toHaveAttribute('href', `/wlb/result?id=${ids[1]}`);
    expect(await screen.findByText('level 1, then 2, then 3')).toBeInTheDocument();
    expect(screen.getByText('level 1 → 2 → 3')).toHaveAttribute('aria-hidden', 'true');
    // One result only: no trend for that topic.
    expect(screen.getAllByRole('heading', { name: 'How your level changed' })).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('given two results of a topic completed in the same minute', () => {
  it('tells them apart: the newest is marked as the latest, and times in one minute show their seconds', async () => {
    const at = (id: string, time: string) => ({ ...item(id, digital, 20), completed_at: `2026-01-20T09:30:${time}Z` });
    stubApi({
      'GET /api/survey/attempts': { body: { results: [at(ids[0]!, '40'), at(ids[2]!, '05'), item(ids[3]!, digital, 10)] } },
      [`GET /api/survey/attempt/${ids[0]}`]: { body: [scored(ids[0]!, [3, 2])] },
    });
    renderHistory();
    const dates = await screen.findByRole('list', { name: 'Results of Digital skills, newest first' });
    const [newest, sameMinute, older] = within(dates)
      .getAllByRole('link')
      .map((link) => link.textContent ?? '');
    expect(newest).toMatch(/:\d\d:40.*\(latest result\)$/);
    expect(sameMinute).toMatch(/:\d\d:05/);
    expect(sameMinute).not.toContain('latest');
    // A result alone in its minute keeps the plain date and time.
    expect(older).not.toMatch(/:\d\d:\d\d/);
  });
});

describe('given no completed survey', () => {
  it('says so and links to topic select', async () => {
    stubApi({ 'GET /api/survey/attempts': { body: { results: [] } } });
    const { container } = renderHistory();
    expect(await screen.findByText('You have not completed any survey yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a topic and fill in your first survey' })).toHaveAttribute(
      'href',
      '/topic-select',
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('given a failed load', () => {
  it('shows the translated server message and a retry', async () => {
    stubApi({ 'GET /api/survey/attempts': { status: 500, body: failure('An unexpected error occurred') } });
    renderHistory();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your surveys could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
