import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TopicsResponse } from '../../../contract/api/survey';
import { axeViolations } from '../../../tests/setup/axe';
import { stubApi } from '../../../tests/setup/fake-api';
import { renderWithProviders } from '../../../tests/setup/render-with-providers';
import { writeDraft } from '../../features/survey/drafts/draft-store';
import { sampleSurvey } from '../../features/survey/test-support/survey-fixtures';
import { TopicSelectPage } from './topic-select-page';

vi.setConfig({ testTimeout: 60_000 });

const me = { id: 5, email: 'eva@example.org', role: 'user', first_name: 'Eva', last_name: 'Nováková', is_staff: false };
const topic = (id: number, name: string) => ({ id, pk: id, name, description: `About ${name}`, wlb: false });
const attempt = (id: string, topicId: number, completed: boolean) => ({
  id,
  topic: topicId,
  created_at: '2026-01-01T09:00:00.000Z',
  updated_at: '2026-01-02T09:00:00.000Z',
  completed,
  completed_at: completed ? '2026-01-02T09:00:00.000Z' : null,
  retryable: !completed,
  fetched: true,
});
const topics: TopicsResponse = {
  topics: [topic(1, 'Digital skills'), topic(2, 'Workplace'), topic(3, 'Well-being'), topic(7, 'Health')],
  survey_attempts: [attempt('OPENOPENOPENOPENOPENOP', 2, false), attempt('DONEDONEDONEDONEDONEDO', 3, true)],
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'tok');
});
afterEach(() => vi.unstubAllGlobals());

const renderAsUser = (route = '/topic-select') =>
  renderWithProviders(<TopicSelectPage variant={route.startsWith('/wlb') ? 'wlb' : 'general'} />, {
    route,
    preloadedState: { auth: { token: 'tok', persistence: 'local', userInfo: { ...me } } },
  });

describe('TopicSelectPage', () => {
  it('shows the loader, then every topic with its status, axe-clean', async () => {
    stubApi({ 'GET /api/survey/topics': { body: topics } });
    const { container } = renderAsUser();
    expect(screen.getAllByRole('status').some((s) => s.textContent?.includes('Loading the topics…'))).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(screen.getByText('Please fill in all the surveys. You can stop at any time and continue later.')).toBeInTheDocument();

    const [notDone, inProgress, done] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(notDone).getByText('Not filled in yet')).toBeInTheDocument();
    expect(within(notDone).getByRole('link', { name: /Fill in the survey/ })).toHaveAttribute(
      'href',
      '/questionnaire?topic-id=1',
    );
    expect(within(inProgress).getByRole('link', { name: /Continue/ })).toHaveAttribute('href', '/questionnaire?topic-id=2');
    expect(within(inProgress).getByRole('link', { name: /Start again/ })).toHaveAttribute(
      'href',
      '/questionnaire?topic-id=2&retry=1',
    );
    expect(within(done).getByRole('link', { name: /results/i })).toHaveAttribute('href', '/result?id=DONEDONEDONEDONEDONEDO');
    // A new attempt only when asked for: without retry the address would open the result again.
    expect(within(done).getByRole('link', { name: /Fill in again/ })).toHaveAttribute(
      'href',
      '/questionnaire?topic-id=3&retry=1',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('links into the wlb tool under /wlb', async () => {
    const api = stubApi({ 'GET /api/survey/topics/wlb': { body: topics } });
    renderAsUser('/wlb/topic-select');
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]!).getByRole('link', { name: /Fill in the survey/ })).toHaveAttribute(
      'href',
      '/wlb/questionnaire?topic-id=1',
    );
    expect(within(cards[2]!).getByRole('link', { name: /results/i })).toHaveAttribute(
      'href',
      '/wlb/result?id=DONEDONEDONEDONEDONEDO',
    );
    expect(api.callsTo('GET', '/api/survey/topics/wlb')).toHaveLength(1);
  });

  it('counts a local draft the server validates as in progress, and drops one it answers 204 for', async () => {
    writeDraft({ ...sampleSurvey({ topic: { pk: 7, name: 'Health', wlb: false } }), synced: false });
    writeDraft({
      ...sampleSurvey({ topic: { pk: 1, name: 'Digital skills', wlb: false }, survey_attempt: 'GONEGONEGONEGONEGONEGO' }),
      synced: true,
    });
    const api = stubApi({
      'GET /api/survey/topics': { body: topics },
      'POST /api/survey/attempt/validate': (call) =>
        (call.body as { survey_attempt: string }).survey_attempt === 'GONEGONEGONEGONEGONEGO'
          ? { status: 204 }
          : { body: { valid: true, updated_at: '2026-01-01T10:00:00.000Z' } },
    });
    renderAsUser();
    await waitFor(() => expect(localStorage.getItem('survey-1')).toBeNull());
    const health = (await screen.findAllByRole('article'))[3]!;
    await waitFor(() => expect(within(health).getByText('In progress')).toBeInTheDocument());
    expect(within(health).getByRole('link', { name: /Continue/ })).toBeInTheDocument();
    expect(localStorage.getItem('survey-7')).not.toBeNull();
    expect(api.callsTo('POST', '/api/survey/attempt/validate')).toHaveLength(2);
  });

  it('tells the user when the topics cannot be loaded', async () => {
    stubApi({ 'GET /api/survey/topics': { status: 500 } });
    const { container } = renderAsUser();
    expect(await screen.findByText('The topics could not be loaded. Please try again later.')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks an anonymous visitor to log in, back to topic select, while the server does not allow anonymous taking', async () => {
    localStorage.clear();
    stubApi({ 'GET /api/config': { body: { allow_anonymous: false } } });
    renderWithProviders(<TopicSelectPage variant="general" />, { route: '/topic-select' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Please log in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Ftopic-select');
  });

  it('lets an anonymous visitor choose a topic where the server allows it', async () => {
    localStorage.clear();
    stubApi({
      'GET /api/config': { body: { allow_anonymous: true } },
      'GET /api/survey/topics': { body: { ...topics, survey_attempts: [] } },
    });
    renderWithProviders(<TopicSelectPage variant="general" />, { route: '/topic-select' });
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(screen.queryByText('Not filled in yet')).toBeNull();
  });
});
