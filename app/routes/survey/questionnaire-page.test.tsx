import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Survey } from '../../../contract/api/survey';
import type { Question } from '../../../contract/questions';
import { axeViolations } from '../../../tests/setup/axe';
import { failure, stubApi } from '../../../tests/setup/fake-api';
import { renderWithProviders } from '../../../tests/setup/render-with-providers';
import { writeDraft } from '../../features/survey/drafts/draft-store';
import { readDraft } from '../../features/survey/drafts/read-draft';
import { sampleQuestions, sampleSurvey } from '../../features/survey/test-support/survey-fixtures';
import { QuestionnairePage } from './questionnaire-page';

vi.setConfig({ testTimeout: 60_000 });

const me = { id: 5, email: 'eva@example.org', role: 'user', first_name: 'Eva', last_name: 'Nováková', is_staff: false };
const noSurvey = { status: 404, body: failure('There is no survey in progress for this topic') };
const answeredAll = (): Question[] =>
  sampleQuestions().map((q) => {
    switch (q.type) {
      case 'OCA':
        return { ...q, answered: 11 };
      case 'SCL':
        return { ...q, answered: 52 };
      case 'MCA':
        return { ...q, answered: [21] };
      case 'DND':
        return { ...q, answered: [42, 41] };
      case 'TXT':
        return { ...q, answered: 'Yes' };
      default:
        return { ...q, answered: { '61': 65, '62': 66 } };
    }
  });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'tok');
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = (route: string) =>
  renderWithProviders(<QuestionnairePage variant={route.startsWith('/wlb') ? 'wlb' : 'general'} />, {
    route,
    preloadedState: { auth: { token: 'tok', persistence: 'local', userInfo: { ...me } } },
  });

describe('QuestionnairePage', () => {
  it('generates a survey when there is none, opens the first question and writes it into the address, axe-clean', async () => {
    const api = stubApi({
      'POST /api/survey/get': noSurvey,
      'GET /api/survey/topics': { body: { topics: [], survey_attempts: [] } },
      'POST /api/survey/generate': { body: sampleSurvey() },
    });
    const { container, router } = renderPage('/questionnaire?topic-id=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Digital skills at work' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1. One?' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '0 of 6 answered' })).toBeInTheDocument();
    // The count is said once, by the meter, not again under the question numbers.
    expect(screen.getAllByText(/\b0 of 6\b/)).toHaveLength(1);
    expect(router.state.location.search).toBe('?topic-id=7&question-id=1');
    expect(api.callsTo('POST', '/api/survey/generate')[0]?.body).toEqual({ topic: 7 });
    expect(readDraft(7)?.questions[0]?.started_at).not.toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('retry=1 starts afresh with retry and leaves retry out of the address afterwards', async () => {
    const api = stubApi({ 'POST /api/survey/generate': { body: sampleSurvey() } });
    const { router } = renderPage('/questionnaire?topic-id=7&retry=1');
    await screen.findByRole('heading', { level: 1 });
    expect(api.callsTo('POST', '/api/survey/generate')[0]?.body).toEqual({ topic: 7, retry: true });
    expect(api.callsTo('POST', '/api/survey/get')).toHaveLength(0);
    expect(router.state.location.search).toBe('?topic-id=7&question-id=1');
  });

  it('answers, keeps the answer on the device at once, and moves with Next and Back', async () => {
    stubApi({
      'POST /api/survey/get': noSurvey,
      'GET /api/survey/topics': { body: { topics: [], survey_attempts: [] } },
      'POST /api/survey/generate': { body: sampleSurvey() },
    });
    const { user, router } = renderPage('/questionnaire?topic-id=7');
    await user.click(await screen.findByRole('radio', { name: 'B' }));
    expect(readDraft(7)?.questions[0]?.answered).toBe(12);
    expect(readDraft(7)?.synced).toBe(false);
    expect(screen.getByRole('progressbar', { name: '1 of 6 answered' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: '2. Many?' })).toBeInTheDocument();
    expect(router.state.location.search).toContain('question-id=2');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 2, name: '1. One?' })).toBeInTheDocument();
  });

  it('on the last question, says how many are left and jumps to the first unanswered one', async () => {
    stubApi({ 'POST /api/survey/get': { body: sampleSurvey() } });
    const { user, container } = renderPage('/questionnaire?topic-id=7&question-id=6');
    expect(await screen.findByText('Not completed yet. Questions without an answer: 6')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Go to the first unanswered question' }));
    expect(screen.getByRole('heading', { level: 2, name: '1. One?' })).toBeInTheDocument();
  });

  it('completes: posts complete, removes the local copy and goes to the result page', async () => {
    const full: Survey = sampleSurvey({ questions: answeredAll() });
    const api = stubApi({
      'POST /api/survey/get': { body: full },
      'POST /api/survey/submit': (call) => ({
        body: {
          survey_attempt: full.survey_attempt,
          updated_at: '2026-01-09T00:00:00.000Z',
          completed: !!(call.body as { complete?: boolean }).complete,
        },
      }),
    });
    const { user, router } = renderPage('/wlb/questionnaire?topic-id=7&question-id=6');
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wlb/result'));
    expect(router.state.location.search).toBe(`?id=${full.survey_attempt}`);
    expect(api.callsTo('POST', '/api/survey/submit')[0]?.body).toMatchObject({ complete: true, updated_at: full.updated_at });
    expect(localStorage.getItem('survey-7')).toBeNull();
  });

  it('keeps the completion on the device, says so calmly and leads to topic select when the server cannot be reached', async () => {
    // Since the offline queue the completion waits on the device and the queue sends it. The page's
    // "cannot reach the server" line may show for a moment before it leads on, or not at all when React draws
    // both in one pass (it did under load): what lasts is checked.
    const full: Survey = sampleSurvey({ questions: answeredAll() });
    stubApi({ 'POST /api/survey/get': { body: full }, 'POST /api/survey/submit': { status: 503 } });
    const { user, router, store } = renderPage('/questionnaire?topic-id=7&question-id=6');
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/topic-select'));
    expect(store.getState().snackbar).toMatchObject({ open: true, type: 'info', message: 'OFFLINE.KEPT' });
    expect(readDraft(7)).toMatchObject({ complete: true });
    expect(readDraft(7)?.questions).toHaveLength(6);
  });

  it("uses the user's own newer local draft and sends it", async () => {
    writeDraft({ ...sampleSurvey({ questions: answeredAll().slice(0, 2).concat(sampleQuestions().slice(2)) }), synced: false });
    const api = stubApi({
      'POST /api/survey/get': { body: sampleSurvey({ updated_at: '2025-12-01T00:00:00.000Z' }) },
      'POST /api/survey/attempt/validate': { body: { valid: true, updated_at: '2026-01-01T10:00:00.000Z' } },
      'POST /api/survey/submit': {
        body: { survey_attempt: 'AAAAAAAAAAAAAAAAAAAAAA', updated_at: '2026-01-09T00:00:00.000Z', completed: false },
      },
    });
    renderPage('/questionnaire?topic-id=7');
    expect(await screen.findByRole('progressbar', { name: '2 of 6 answered' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '3. Say?' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/api/survey/submit')).toHaveLength(1));
    await waitFor(() => expect(readDraft(7)).toMatchObject({ synced: true, updated_at: '2026-01-09T00:00:00.000Z' }));
  });

  it('saves and exits to the home of the tool', async () => {
    const api = stubApi({
      'POST /api/survey/get': { body: sampleSurvey() },
      'POST /api/survey/submit': {
        body: { survey_attempt: 'AAAAAAAAAAAAAAAAAAAAAA', updated_at: '2026-01-09T00:00:00.000Z', completed: false },
      },
    });
    const { user, router } = renderPage('/wlb/questionnaire?topic-id=7');
    await user.click(await screen.findByRole('button', { name: 'Save and exit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wlb'));
    expect(api.callsTo('POST', '/api/survey/submit')[0]?.body).not.toHaveProperty('complete');
    expect(await screen.findByText('Your answers are saved. You can continue whenever you like.')).toBeInTheDocument();
  });

  it('returns to topic select with the server message when the topic does not exist', async () => {
    stubApi({ 'POST /api/survey/get': { status: 404, body: failure('This topic does not exist') } });
    const { router } = renderPage('/questionnaire?topic-id=99');
    await waitFor(() => expect(router.state.location.pathname).toBe('/topic-select'));
    expect(await screen.findByText('This topic does not exist.')).toBeInTheDocument();
  });
});
