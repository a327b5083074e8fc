import { describe, expect, it, vi } from 'vitest';
import type { Survey } from '../../../../contract/api/survey';
import type { LocalDraft } from '../drafts/draft-store';
import { CallFailure, type StartDeps, startSurvey } from './start-survey';
import { sampleSurvey } from '../test-support/survey-fixtures';

const serverCopy = sampleSurvey({ survey_attempt: 'SERVERSERVERSERVERSERV', updated_at: '2026-01-02T10:00:00.000Z' });
const fresh = sampleSurvey({ survey_attempt: 'FRESHFRESHFRESHFRESHFR', updated_at: '2026-01-03T10:00:00.000Z' });
const draft = (overrides: Partial<LocalDraft> = {}): LocalDraft => ({
  ...sampleSurvey({ survey_attempt: 'LOCALLOCALLOCALLOCALLO', updated_at: '2026-01-02T10:00:00.000Z' }),
  synced: false,
  ...overrides,
});
const unreachable = () => new CallFailure(500, 'BACKEND-RESPONSES.An unexpected error occurred', true);

function deps(overrides: Partial<StartDeps> = {}) {
  const d = {
    retry: false,
    userId: 5,
    language: 'en' as const,
    readLocal: vi.fn((): LocalDraft | null => null),
    removeLocal: vi.fn(),
    fetchServer: vi.fn(async (): Promise<Survey | null> => null),
    validate: vi.fn(async (_id: string) => ({ updated_at: '2026-01-02T10:00:00.000Z' }) as { updated_at: string } | null),
    generate: vi.fn(async (_retry: boolean) => fresh),
    latestCompleted: vi.fn(async (): Promise<string | null> => null),
    ...overrides,
  };
  return d;
}

describe('startSurvey (docs/product/behaviour.md, questionnaire start)', () => {
  it('step 1: retry=1 generates a new attempt with retry, marks the page retryable and reads nothing else', async () => {
    const d = deps({ retry: true, readLocal: vi.fn(() => draft()) });
    const outcome = await startSurvey(d);
    expect(d.generate).toHaveBeenCalledWith(true);
    expect(d.fetchServer).not.toHaveBeenCalled();
    expect(d.readLocal).not.toHaveBeenCalled();
    expect(outcome).toMatchObject({ survey: fresh, source: 'generated', retryable: true, step: 1 });
  });

  it('steps 2 and 3: with neither a server nor a local copy it generates one (without retry)', async () => {
    const d = deps();
    const outcome = await startSurvey(d);
    expect(d.fetchServer).toHaveBeenCalledOnce();
    expect(d.readLocal).toHaveBeenCalledOnce();
    expect(d.generate).toHaveBeenCalledWith(false);
    expect(outcome).toMatchObject({ survey: fresh, source: 'generated', retryable: false, step: 3 });
  });

  it.each([
    ['3, nothing to continue', {}],
    ['5, the local copy was finished', { readLocal: vi.fn(() => draft()), validate: vi.fn(async () => null) }],
    ["7, the local copy is another user's", { readLocal: vi.fn(() => draft({ user: 9 })) }],
  ])('step %s: a completed topic opens its latest result instead of a new attempt', async (_step, overrides) => {
    const d = deps({ ...overrides, latestCompleted: vi.fn(async () => 'DONEDONEDONEDONEDONEDO') });
    const outcome = await startSurvey(d);
    expect(outcome).toEqual({ step: 'completed', completedAttempt: 'DONEDONEDONEDONEDONEDO' });
    expect(d.generate).not.toHaveBeenCalled();
  });

  it('step 1 and 4: "Fill in again" and an unfinished attempt never ask for the completed one', async () => {
    const retry = deps({ retry: true });
    await startSurvey(retry);
    const unfinished = deps({ fetchServer: vi.fn(async () => serverCopy) });
    await startSurvey(unfinished);
    expect(retry.latestCompleted).not.toHaveBeenCalled();
    expect(unfinished.latestCompleted).not.toHaveBeenCalled();
  });

  it('step 4: only the server copy exists, so it is used without validating or generating', async () => {
    const d = deps({ fetchServer: vi.fn(async () => serverCopy) });
    const outcome = await startSurvey(d);
    expect(outcome).toMatchObject({ survey: serverCopy, source: 'server', step: 4, unsynced: false });
    expect(d.validate).not.toHaveBeenCalled();
    expect(d.generate).not.toHaveBeenCalled();
  });

  it('step 5: a local copy whose attempt validates as 204 is removed and a new attempt generated', async () => {
    const d = deps({ readLocal: vi.fn(() => draft()), validate: vi.fn(async () => null) });
    const outcome = await startSurvey(d);
    expect(d.validate).toHaveBeenCalledWith('LOCALLOCALLOCALLOCALLO');
    expect(d.removeLocal).toHaveBeenCalledOnce();
    expect(d.generate).toHaveBeenCalledWith(false);
    expect(outcome).toMatchObject({ survey: fresh, step: 5 });
  });

  it("step 6: the user's own local copy wins over an older server copy and is marked for sending", async () => {
    const local = draft({ updated_at: '2026-01-02T10:00:00.000Z' });
    const older = { ...serverCopy, updated_at: '2026-01-01T10:00:00.000Z' };
    const outcome = await startSurvey(deps({ readLocal: vi.fn(() => local), fetchServer: vi.fn(async () => older) }));
    expect(outcome).toMatchObject({ survey: local, source: 'local', step: 6, unsynced: true });
  });

  it('step 6: an equal server version keeps the local copy (it may hold unsent answers)', async () => {
    const local = draft({ synced: true });
    const same = { ...serverCopy, updated_at: local.updated_at };
    const outcome = await startSurvey(deps({ readLocal: vi.fn(() => local), fetchServer: vi.fn(async () => same) }));
    expect(outcome).toMatchObject({ source: 'local', unsynced: false });
  });

  it('step 6: a newer server copy wins over the local copy', async () => {
    const local = draft({ updated_at: '2026-01-01T10:00:00.000Z' });
    const d = deps({ readLocal: vi.fn(() => local), fetchServer: vi.fn(async () => serverCopy) });
    const outcome = await startSurvey(d);
    expect(outcome).toMatchObject({ survey: serverCopy, source: 'server', step: 6 });
    expect(d.generate).not.toHaveBeenCalled();
  });

  it('step 6: an anonymous local copy yields to the logged-in user’s server copy even when it is newer', async () => {
    const local = draft({ user: 0, updated_at: '2026-02-01T10:00:00.000Z' });
    const outcome = await startSurvey(deps({ readLocal: vi.fn(() => local), fetchServer: vi.fn(async () => serverCopy) }));
    expect(outcome).toMatchObject({ survey: serverCopy, source: 'server', step: 6 });
  });

  it('step 6: an anonymous local copy is used when the user has no server copy (it is adopted on submit)', async () => {
    const local = draft({ user: 0 });
    const outcome = await startSurvey(deps({ readLocal: vi.fn(() => local) }));
    expect(outcome).toMatchObject({ survey: local, source: 'local', step: 6 });
  });

  it('step 6: an anonymous visitor continues their own anonymous copy', async () => {
    const local = draft({ user: 0 });
    const outcome = await startSurvey(deps({ userId: 0, readLocal: vi.fn(() => local) }));
    expect(outcome).toMatchObject({ source: 'local', step: 6 });
  });

  it("step 7: another user's local copy is removed and a new attempt generated", async () => {
    const d = deps({ readLocal: vi.fn(() => draft({ user: 9 })), fetchServer: vi.fn(async () => serverCopy) });
    const outcome = await startSurvey(d);
    expect(d.removeLocal).toHaveBeenCalledOnce();
    expect(d.generate).toHaveBeenCalledWith(false);
    expect(outcome).toMatchObject({ survey: fresh, step: 7 });
  });

  it('asks for a language refresh when the chosen copy is in another language than the page', async () => {
    const local = draft({ language: 'de' });
    const outcome = await startSurvey(deps({ readLocal: vi.fn(() => local) }));
    expect(outcome).toMatchObject({ needsLanguage: true });
    const english = await startSurvey(deps({ fetchServer: vi.fn(async () => serverCopy) }));
    expect(english).toMatchObject({ needsLanguage: false });
  });

  describe('when the server cannot be reached', () => {
    it("uses the user's own local copy meanwhile and keeps it for sending", async () => {
      const local = draft();
      const d = deps({ readLocal: vi.fn(() => local), fetchServer: vi.fn(async () => Promise.reject(unreachable())) });
      const outcome = await startSurvey(d);
      expect(outcome).toMatchObject({ survey: local, source: 'local', offline: true, unsynced: true, step: 'offline' });
      expect(d.removeLocal).not.toHaveBeenCalled();
    });

    it('uses the local copy when only the validation fails to reach the server', async () => {
      const local = draft({ synced: true });
      const d = deps({ readLocal: vi.fn(() => local), validate: vi.fn(async () => Promise.reject(unreachable())) });
      expect(await startSurvey(d)).toMatchObject({ source: 'local', offline: true, unsynced: false });
    });

    it('fails without a local copy to fall back on', async () => {
      const d = deps({ fetchServer: vi.fn(async () => Promise.reject(unreachable())) });
      await expect(startSurvey(d)).rejects.toBeInstanceOf(CallFailure);
    });

    it("fails rather than use another user's local copy", async () => {
      const d = deps({
        readLocal: vi.fn(() => draft({ user: 9 })),
        fetchServer: vi.fn(async () => Promise.reject(unreachable())),
      });
      await expect(startSurvey(d)).rejects.toBeInstanceOf(CallFailure);
    });

    it('passes on a refusal that is not about reaching the server (an unknown topic)', async () => {
      const refused = new CallFailure(404, 'BACKEND-RESPONSES.This topic does not exist', false);
      const d = deps({ readLocal: vi.fn(() => draft()), fetchServer: vi.fn(async () => Promise.reject(refused)) });
      await expect(startSurvey(d)).rejects.toBe(refused);
    });
  });
});
