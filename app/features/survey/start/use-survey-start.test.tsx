import { screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, stubApi } from '../../../../tests/setup/fake-api';
import { renderHookWithProviders } from '../../../../tests/setup/render-hook-with-providers';
import { writeDraft } from '../drafts/draft-store';
import { readDraft } from '../drafts/read-draft';
import type { QuestionnaireState } from '../questionnaire/questionnaire-state';
import { sampleSurvey } from '../test-support/survey-fixtures';
import type { SaverStatus, SurveySaver } from '../saving/survey-saver';
import { useQuestionAddress } from '../questionnaire/use-question-address';
import { useSurveyCalls } from '../calls/use-survey-calls';
import { useSurveyStart } from './use-survey-start';

const me = { id: 5, email: 'eva@example.org', role: 'user', first_name: 'Eva', last_name: 'Nováková', is_staff: false };
const noSurvey = { status: 404, body: failure('There is no survey in progress for this topic') };
const noAttempts = { body: { topics: [], survey_attempts: [] } };
const attempt = (id: string, topic: number, completedAt: string | null) => ({
  id,
  topic,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: completedAt ?? '2026-01-01T10:00:00.000Z',
  completed: completedAt !== null,
  completed_at: completedAt,
  retryable: completedAt === null,
  fetched: true,
});

/** The start with the state it fills in, as the questionnaire wires it. */
function useStartedSurvey() {
  const [state, setState] = useState<QuestionnaireState>({ phase: 'loading' });
  const [status, setStatus] = useState<SaverStatus>('idle');
  const saver = useRef<SurveySaver | null>(null);
  const address = useQuestionAddress();
  const calls = useSurveyCalls();
  useSurveyStart('wlb', 5, { saver, setState, setStatus, calls, address });
  return { state, status, saver };
}

const start = (route: string) =>
  renderHookWithProviders(useStartedSurvey, {
    route,
    preloadedState: { auth: { token: 'tok', persistence: 'local', userInfo: { ...me } } },
  });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('useSurveyStart', () => {
  it('given no attempt anywhere, generates one, opens its first question started, and keeps it on the device', async () => {
    stubApi({
      'POST /api/survey/get': noSurvey,
      'GET /api/survey/topics/wlb': noAttempts,
      'POST /api/survey/generate': { body: sampleSurvey() },
    });
    const { result, router } = start('/wlb/questionnaire?topic-id=7');
    await waitFor(() => expect(result.current.state.phase).toBe('ready'));
    const ready = result.current.state as Extract<QuestionnaireState, { phase: 'ready' }>;
    expect(ready.index).toBe(0);
    expect(ready.survey.questions[0]?.started_at).not.toBeNull();
    expect(readDraft(7)).toMatchObject({ synced: true, survey_attempt: 'AAAAAAAAAAAAAAAAAAAAAA' });
    expect(router.state.location.search).toBe('?topic-id=7&question-id=1');
    expect(result.current.saver.current?.current().survey_attempt).toBe('AAAAAAAAAAAAAAAAAAAAAA');
  });

  it('given a completed topic and nothing to continue (Back after Complete), opens its latest result, no new attempt', async () => {
    const { calls } = stubApi({
      'POST /api/survey/get': noSurvey,
      'GET /api/survey/topics/wlb': {
        body: {
          topics: [],
          survey_attempts: [
            attempt('OLDEROLDEROLDEROLDEROL', 7, '2026-01-01T10:00:00.000Z'),
            attempt('LATESTLATESTLATESTLATE', 7, '2026-01-02T10:00:00.000Z'),
            attempt('OTHEROTHEROTHEROTHEROT', 8, '2026-01-03T10:00:00.000Z'),
          ],
        },
      },
    });
    const { result, router } = start('/wlb/questionnaire?topic-id=7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/wlb/result'));
    expect(router.state.location.search).toBe('?id=LATESTLATESTLATESTLATE');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls.map((c) => c.path)).not.toContain('/api/survey/generate');
    expect(result.current.state.phase).toBe('loading');
  });

  it('given no draft, starts in one call: the server’s new attempt is opened, no topic list and no generate asked', async () => {
    const { calls } = stubApi({ 'POST /api/survey/get': { body: { ...sampleSurvey(), generated: true } } });
    const { result } = start('/wlb/questionnaire?topic-id=7');
    await waitFor(() => expect(result.current.state.phase).toBe('ready'));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/survey/get']);
    expect(calls[0]?.body).toEqual({ topic: 7, start: true });
    // The marker of the answer is not kept with the survey.
    expect(readDraft(7)).not.toHaveProperty('generated');
  });

  it('given the server’s 404 naming the completed attempt, opens that result without another call', async () => {
    const { calls } = stubApi({
      'POST /api/survey/get': {
        status: 404,
        body: { ...failure('There is no survey in progress for this topic'), completed_attempt: 'LATESTLATESTLATESTLATE' },
      },
    });
    const { router } = start('/wlb/questionnaire?topic-id=7');
    await waitFor(() => expect(router.state.location.search).toBe('?id=LATESTLATESTLATESTLATE'));
    expect(router.state.location.pathname).toBe('/wlb/result');
    expect(calls).toHaveLength(1);
  });

  it('opens at the question the address names', async () => {
    stubApi({ 'POST /api/survey/get': { body: sampleSurvey() } });
    const { result } = start('/wlb/questionnaire?topic-id=7&question-id=3');
    await waitFor(() => expect(result.current.state).toMatchObject({ phase: 'ready', index: 2 }));
  });

  it('given the server out of reach and a draft of this user, answers from the draft and says the server is away', async () => {
    writeDraft({ ...sampleSurvey(), synced: true });
    stubApi({ 'POST /api/survey/get': { status: 503 } });
    const { result } = start('/wlb/questionnaire?topic-id=7');
    await waitFor(() => expect(result.current.state.phase).toBe('ready'));
    expect(result.current.status).toBe('unreachable');
    result.current.saver.current?.dispose();
  });

  it('given a failure, tells it and goes back to the tool’s topic select', async () => {
    stubApi({ 'POST /api/survey/get': { status: 404, body: failure('This topic does not exist') } });
    const { result, router } = start('/wlb/questionnaire?topic-id=99');
    await waitFor(() => expect(router.state.location.pathname).toBe('/wlb/topic-select'));
    expect(await screen.findByText('This topic does not exist.')).toBeInTheDocument();
    expect(result.current.state.phase).toBe('loading');
  });

  it('given no topic in the address, asks the server nothing', () => {
    stubApi({});
    const { result, store } = start('/wlb/questionnaire');
    // A start would have dispatched its first call during the render's effects.
    expect(store.getState().api?.mutations ?? {}).toEqual({});
    expect(result.current.state.phase).toBe('loading');
  });

  it('given a topic, dispatches its first call during the render (the check above can see a start)', async () => {
    stubApi({
      'POST /api/survey/get': noSurvey,
      'GET /api/survey/topics/wlb': noAttempts,
      'POST /api/survey/generate': { body: sampleSurvey() },
    });
    const { store, result } = start('/wlb/questionnaire?topic-id=7');
    expect(Object.keys(store.getState().api?.mutations ?? {})).toHaveLength(1);
    await waitFor(() => expect(result.current.state.phase).toBe('ready'));
  });
});
