import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, stubApi } from '../../../../tests/setup/fake-api';
import { renderHookWithProviders } from '../../../../tests/setup/render-hook-with-providers';
import { CallFailure } from '../start/start-survey';
import { sampleSurvey } from '../test-support/survey-fixtures';
import { useSurveyCalls } from './use-survey-calls';

const renderCalls = () => renderHookWithProviders(useSurveyCalls, { route: '/questionnaire?topic-id=7' });

afterEach(() => vi.unstubAllGlobals());

describe('useSurveyCalls', () => {
  it('reads the topic’s unfinished attempt', async () => {
    stubApi({ 'POST /api/survey/get': { body: sampleSurvey() } });
    const { result } = renderCalls();
    await expect(result.current.fetchCurrent(7)).resolves.toMatchObject({ survey_attempt: 'AAAAAAAAAAAAAAAAAAAAAA' });
  });

  it('given no attempt in progress, answers null rather than failing', async () => {
    stubApi({ 'POST /api/survey/get': { status: 404, body: failure('There is no survey in progress for this topic') } });
    const { result } = renderCalls();
    await expect(result.current.fetchCurrent(7)).resolves.toBeNull();
  });

  it('fails with a CallFailure that carries the message key, unreachable on a 5xx', async () => {
    stubApi({
      'POST /api/survey/get': { status: 404, body: failure('This topic does not exist') },
      'POST /api/survey/submit': { status: 503 },
    });
    const { result } = renderCalls();
    const refused = await result.current.fetchCurrent(99).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CallFailure);
    expect(refused).toMatchObject({ status: 404, messageKey: 'BACKEND-RESPONSES.This topic does not exist', unreachable: false });
    const away = await result.current
      .submit({ survey_attempt: 'AAAAAAAAAAAAAAAAAAAAAA', updated_at: '2026-01-01T10:00:00.000Z', survey: { questions: [] } })
      .catch((error: unknown) => error);
    expect(away).toMatchObject({ status: 503, unreachable: true });
  });
});
