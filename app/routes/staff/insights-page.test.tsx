import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParticipationView, QuestionsView, ResultsView } from '../../../contract/api/insights';
import { axeViolations } from '../../../tests/setup/axe';
import { stubApi } from '../../../tests/setup/fake-api';
import { renderWithProviders } from '../../../tests/setup/render-with-providers';
import { staffState } from '../../../tests/setup/staff-state';
import { InsightsPage } from './insights-page';

vi.setConfig({ testTimeout: 60_000 });

const topicList = [
  { id: 3, pk: 3, name: 'Digital skills', wlb: false },
  { id: 8, pk: 8, name: 'Time for family', wlb: true },
];

const participation: ParticipationView = {
  k: 5,
  respondents: 21,
  period: 'month',
  totals: { registered: 40, started: 30, completed: 21, unfinished: 9 },
  completionRate: { value: 0.7, n: 30 },
  medianMinutes: { value: 12.25, n: 21 },
  overTime: [
    { period: '2026-10-01', registered: 25, started: 18, completed: 12, unfinished: 6 },
    { period: '2026-11-01', registered: 15, started: 12, completed: 9, unfinished: null },
  ],
  byCountry: [
    { country: 'DE', started: null, completed: null },
    { country: 'CZ', started: 22, completed: 17 },
    { country: null, started: null, completed: null },
  ],
  byAgeBand: [
    { band: '60-64', started: 10, completed: 8 },
    { band: '55-59', started: 20, completed: 13 },
  ],
  stops: [
    { question: 12, text: 'How often do you use online banking?', count: 6 },
    { question: null, text: '', count: null },
  ],
};

const results: ResultsView = {
  k: 5,
  respondents: 21,
  subTopics: [
    {
      id: 1,
      name: 'Work and home life',
      levels: [
        { level: 1, title: 'Work and home often clash', count: null },
        { level: 2, title: 'Work and home sometimes clash', count: 9 },
        { level: 3, title: 'Work and home fit well together', count: 10 },
      ],
      mean: { value: 0.6234, n: 21 },
      sd: { value: 0.181, n: 21 },
      repeated: { first: { value: null, n: 2, missing: 'fewer_than_k' }, latest: { value: null, n: 2, missing: 'fewer_than_k' } },
    },
  ],
};

const question = (id: number, fields: Partial<QuestionsView['subTopics'][number]['questions'][number]>) => ({
  id,
  text: `Question ${id}`,
  type: 'OCA' as const,
  evaluated: true,
  asked: 21,
  answered: 20,
  skipped: null,
  empty: null,
  choiceKind: 'chosen' as const,
  choices: [
    { id: 1, text: 'Every day', count: 15 },
    { id: 2, text: 'Never', count: null },
  ],
  medianSeconds: { value: 14, n: 20 },
  difficulty: { value: 0.75, n: 21 },
  itemRest: { value: null, n: 21, missing: 'one_item' as const },
  alphaIfRemoved: { value: null, n: 21, missing: 'one_item' as const },
  ...fields,
});

const questions: QuestionsView = {
  k: 5,
  respondents: 21,
  subTopics: [
    {
      id: 1,
      name: 'Staying safe online',
      alpha: { value: null, n: 21, missing: 'one_item' },
      scoredItems: 1,
      questions: [question(41, {}), question(42, { type: 'TXT', evaluated: false, choiceKind: null, choices: [] })],
    },
  ],
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'tok-staff');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const render = (route: string) => renderWithProviders(<InsightsPage />, { route, path: '/insights', preloadedState: staffState });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('the insights page', () => {
  it('shows participation for the filters in the address, with "fewer than 5" where a figure rests on too few', async () => {
    const api = stubApi({
      'GET /api/survey/topic/list': { body: topicList },
      'GET /api/staff/insights/participation': { body: participation },
    });
    const { container, user } = render('/insights?topic=3&country=CZ&age=55-59');
    const byCountry = await screen.findByRole('table', { name: 'Surveys by country' });
    const sent = Object.fromEntries(api.callsTo('GET', '/api/staff/insights/participation')[0]!.query);
    expect(sent).toEqual({ topic: '3', country: 'CZ', age_band: '55-59', language: 'en', period: 'month' });
    expect(screen.getByTestId('insights-respondents').textContent).toBe(
      'Respondents with a completed survey in these figures: 21',
    );
    // Countries by name in the reader's language, the unknown last; too few is said, never drawn as 0.
    expect(rowsOf(byCountry)).toEqual([
      ['Czechia', '22', '17'],
      ['Germany', 'fewer than 5', 'fewer than 5'],
      ['Not known', 'fewer than 5', 'fewer than 5'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Surveys by age group' }))[0]).toEqual(['55–59', '20', '13']);
    expect(rowsOf(screen.getByRole('table', { name: 'Participation in total' })).slice(4)).toEqual([
      ['Completion rate (%)', '70'],
      ['Typical minutes to complete (median)', '12.3'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Where unfinished surveys stop' }))).toEqual([
      ['How often do you use online banking?', '6'],
      ['Before the first answer', 'fewer than 5'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Participation over time' }))[1]).toEqual([
      'Nov 2026',
      '15',
      '12',
      '9',
      'fewer than 5',
    ]);
    expect(await axeViolations(container)).toEqual([]);

    // A chart's figures one press away.
    await user.click(screen.getByRole('button', { name: 'Show as table: Surveys by country' }));
    expect(screen.getByRole('region', { name: 'Surveys by country' })).toBeTruthy();

    // Week by week asks again, grouped by week.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Over time' }), 'week');
    await waitFor(() => expect(api.callsTo('GET', '/api/staff/insights/participation').at(-1)!.query.get('period')).toBe('week'));
  });

  it('says what is wrong with a filter under its field and asks nothing; without a topic it asks for one', async () => {
    const api = stubApi({ 'GET /api/survey/topic/list': { body: topicList } });
    const { container, router } = render('/insights');
    expect(await screen.findByText('Choose a topic to see its figures.')).toBeTruthy();
    await router.navigate('/insights?topic=3&from=2026-03-02&to=2026-03-01');
    expect(await screen.findByText('The start date is after the end date', { exact: false })).toBeTruthy();
    expect(api.callsTo('GET', '/api/staff/insights/participation')).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says it is loading, then shows a wlb topic’s results per subtopic in the wlb theme', async () => {
    let answer: (value: { body: ResultsView }) => void = () => {};
    stubApi({
      'GET /api/survey/topic/list': { body: topicList },
      'GET /api/staff/insights/results': () => new Promise((resolve) => (answer = resolve)),
    });
    const { container } = render('/insights?topic=8&view=results');
    expect(await screen.findByText('Loading the figures…')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Results per subtopic' }).getAttribute('aria-selected')).toBe('true');
    expect(await axeViolations(container)).toEqual([]);
    answer({ body: results });

    const levels = await screen.findByRole('table', { name: 'Levels reached: Work and home life' });
    expect(rowsOf(levels)).toEqual([
      ['Work and home often clash', 'fewer than 5'],
      ['Work and home sometimes clash', '9'],
      ['Work and home fit well together', '10'],
    ]);
    // The chart's percentages are of all 21 scored (mean.n), the hidden level's share hatched: not 9 and 10 of 19.
    const bar = container.querySelector('[data-row="Work and home life"]')!;
    expect([...bar.children].map((part) => part.textContent)).toEqual(['fewer than 5', '43%', '48%']);
    expect(Number((bar.firstElementChild as HTMLElement).dataset.hiddenShare)).toBeCloseTo(2 / 21);
    expect(rowsOf(screen.getByRole('table', { name: 'Average score per subtopic' }))).toEqual([
      ['Work and home life', '21', '62.3', '18.1'],
    ]);
    const repeated = screen.getByRole('table', { name: 'First and latest survey of people who took the topic again' });
    expect(rowsOf(repeated)).toEqual([['Work and home life', '2', 'fewer than 5', 'fewer than 5']]);
    expect(screen.getByTestId('insights-theme').dataset.theme).toBe('wlb');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lists the questions with the reasons for missing statistics, and draws a question’s answers when it is opened', async () => {
    const api = stubApi({
      'GET /api/survey/topic/list': { body: topicList },
      'GET /api/staff/insights/participation': { body: participation },
      'GET /api/staff/insights/questions': { body: questions },
    });
    const { container, user } = render('/insights?topic=3');
    await screen.findByRole('table', { name: 'Surveys by country' });
    // The tabs by keyboard: the arrows move and choose, End goes to the last.
    await user.click(screen.getByRole('tab', { name: 'Participation' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Questions' }));
    const answering = await screen.findByRole('table', { name: 'How the questions were answered: Staying safe online' });
    expect(api.callsTo('GET', '/api/staff/insights/questions')).toHaveLength(1);
    expect(screen.getByText("Cronbach's alpha: no value (needs at least two scored questions)")).toBeTruthy();
    expect(rowsOf(answering)[0]).toEqual(['Question 41', '21', '20', 'fewer than 5', 'fewer than 5', '14']);
    const quality = screen.getByRole('table', { name: 'How well the questions work: Staying safe online' });
    expect(rowsOf(quality)[0]).toEqual([
      'Question 41',
      '75',
      'needs at least two scored questions',
      'needs at least two scored questions',
    ]);
    // Only questions with choices have a chart, behind a disclosure.
    expect(screen.queryByText('Question 42', { selector: 'summary' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Answers chosen: Question 41' })).toBeNull();
    await user.click(screen.getByText('Question 41', { selector: 'summary' }));
    const answers = await screen.findByRole('table', { name: 'Answers chosen: Question 41' });
    expect(rowsOf(answers)).toEqual([
      ['Every day', '15'],
      ['Never', 'fewer than 5'],
    ]);
    expect(screen.getByTestId('insights-theme').dataset.theme).toBeUndefined();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says so in words when the filters leave fewer than k respondents, in a live region there before its words', async () => {
    let answer: (value: { body: ResultsView }) => void = () => {};
    stubApi({
      'GET /api/survey/topic/list': { body: topicList },
      'GET /api/staff/insights/results': () => new Promise((resolve) => (answer = resolve)),
    });
    const { container } = render('/insights?topic=3&view=results&gender=female');
    await screen.findByText('Loading the figures…');
    // Mounted empty while loading, so screen readers announce the words when they come in.
    const region = screen.getByTestId('insights-notice');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    answer({ body: { k: 5, respondents: null, subTopics: [] } });
    const said = await screen.findByText(
      'These filters leave fewer than 5 respondents. To keep them anonymous, no figures are shown. Choose a longer time span or fewer filters.',
    );
    expect(region).toBeInTheDocument();
    expect(region).toContainElement(said);
    expect(screen.queryByRole('table')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when the figures cannot be loaded, with the reference to quote, and tries again', async () => {
    let fail = true;
    const api = stubApi({
      'GET /api/survey/topic/list': { body: topicList },
      'GET /api/staff/insights/participation': () =>
        fail
          ? { status: 500, body: { en: 'An unexpected error occurred', cz: 'Došlo k neočekávané chybě', requestId: 'req-7f3a' } }
          : { body: participation },
    });
    const { container, user } = render('/insights?topic=3');
    const said = await screen.findByText('The figures could not be loaded.');
    expect(said.closest('[role="alert"]')?.textContent).toContain('An unexpected error occurred');
    expect(screen.getByText('req-7f3a')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table', { name: 'Surveys by country' });
    expect(api.callsTo('GET', '/api/staff/insights/participation')).toHaveLength(2);
  });
});
