import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../tests/setup/fake-api';
import { renderWithProviders } from '../../../../tests/setup/render-with-providers';
import { retryEveryMs } from '../../../shared/use-retry-while';
import { writeDraft } from '../drafts/draft-store';
import { readDraft } from '../drafts/read-draft';
import { sampleSurvey } from '../test-support/survey-fixtures';
import { OfflineQueueRunner } from './use-offline-queue';

const respondent = { id: 5, email: 'eva@example.org', role: 'user', first_name: 'Eva', last_name: 'Nováková', is_staff: false };

describe('the offline queue of the page', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('tries a completion that found no server again by itself, and says when it has gone', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const survey = sampleSurvey({ topic: { pk: 3, name: 'Topic 3', wlb: false }, survey_attempt: 'attempt-3' });
    writeDraft({ ...survey, synced: false, complete: true });
    let serverUp = false;
    const api = stubApi({
      'POST /api/survey/submit': () =>
        serverUp
          ? { body: { survey_attempt: 'attempt-3', updated_at: '2026-02-01T00:00:00.000Z', completed: true } }
          : { status: 503 },
    });
    const { store } = renderWithProviders(<OfflineQueueRunner />, {
      preloadedState: { auth: { userInfo: respondent, token: 'stored', persistence: 'local' } },
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(api.callsTo('POST', '/api/survey/submit')).toHaveLength(1);
    expect(readDraft(3)).toMatchObject({ complete: true, synced: false });

    // No "online" event, no focus: the server is simply back.
    serverUp = true;
    await vi.advanceTimersByTimeAsync(retryEveryMs);
    expect(api.callsTo('POST', '/api/survey/submit')).toHaveLength(2);
    expect(readDraft(3)).toBeNull();
    expect(store.getState().snackbar).toMatchObject({ open: true, message: 'OFFLINE.SENT' });
  });
});
