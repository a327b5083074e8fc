import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubmitResponse, Survey, SurveySubmitBody } from '../../../contract/api/survey';
import { withAnswer } from './answers';
import type { LocalDraft } from './local-draft';
import { CallFailure } from './start-survey';
import { createSurveySaver, type SaverDeps } from './survey-saver';
import { sampleSurvey } from './survey-fixtures';

const staleKey = 'BACKEND-RESPONSES.These answers were saved more recently on another device or tab';
const finishedKey = 'BACKEND-RESPONSES.This survey has already been completed';
const unreachable = () => new CallFailure(500, 'BACKEND-RESPONSES.An unexpected error occurred', true);

function setup(overrides: Partial<SaverDeps> = {}, initial: Survey = sampleSurvey()) {
  let version = 1;
  const sent: SurveySubmitBody[] = [];
  const drafts: LocalDraft[] = [];
  const statuses: string[] = [];
  const deps: SaverDeps = {
    submit: vi.fn(async (body: SurveySubmitBody): Promise<SubmitResponse> => {
      sent.push(body);
      version += 1;
      return { survey_attempt: body.survey_attempt, updated_at: `2026-01-01T10:00:0${version}.000Z`, completed: !!body.complete };
    }),
    fetchCopy: vi.fn(async () => sampleSurvey({ updated_at: '2026-01-05T00:00:00.000Z' })),
    persist: (draft) => drafts.push(draft),
    onStatus: (status) => statuses.push(status),
    onReplaced: vi.fn(),
    staleKey,
    finishedKey,
    debounceMs: 2000,
    backoffMs: [1000, 2000],
    ...overrides,
  };
  const saver = createSurveySaver(initial, deps);
  const change = (answer: number) => {
    const current = saver.current();
    saver.change({ ...current, questions: current.questions.map((q, i) => (i === 0 ? withAnswer(q, answer, new Date()) : q)) });
  };
  return { saver, deps, sent, drafts, statuses, change };
}

describe('createSurveySaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps every change on the device at once, unsent, and sends quietly after a 2 s pause', async () => {
    const { change, sent, drafts } = setup();
    change(11);
    expect(drafts.at(-1)).toMatchObject({ synced: false });
    expect(drafts.at(-1)?.questions[0]?.answered).toBe(11);
    await vi.advanceTimersByTimeAsync(1500);
    change(12);
    await vi.advanceTimersByTimeAsync(1500);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(600);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.survey.questions[0]?.answered).toBe(12);
    expect(drafts.at(-1)).toMatchObject({ synced: true });
  });

  it("sends the server's last version and keeps the new one for the next send", async () => {
    const { saver, change, sent } = setup();
    change(11);
    await saver.save();
    change(12);
    await saver.save();
    expect(sent[0]?.updated_at).toBe('2026-01-01T10:00:00.000Z');
    expect(sent[1]?.updated_at).toBe('2026-01-01T10:00:02.000Z');
    expect(saver.current().updated_at).toBe('2026-01-01T10:00:03.000Z');
  });

  it('sends one at a time: a save during a send waits for it', async () => {
    let release: () => void = () => {};
    const order: string[] = [];
    const { saver, change } = setup({
      submit: vi.fn(async (body) => {
        order.push(`start ${body.survey.questions[0]?.answered}`);
        if (order.length === 1) await new Promise<void>((r) => (release = r));
        order.push(`end ${body.survey.questions[0]?.answered}`);
        return { survey_attempt: body.survey_attempt, updated_at: new Date().toISOString(), completed: false };
      }),
    });
    change(11);
    const first = saver.save();
    await vi.advanceTimersByTimeAsync(0);
    change(12);
    const second = saver.save();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['start 11']);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['start 11', 'end 11', 'start 12', 'end 12']);
  });

  it('when the server cannot be reached: says so, keeps the draft unsent, retries with backoff and says when it is back', async () => {
    let down = true;
    const submit = vi.fn(async (body: SurveySubmitBody) => {
      if (down) throw unreachable();
      return { survey_attempt: body.survey_attempt, updated_at: '2026-02-01T00:00:00.000Z', completed: false };
    });
    const { saver, change, statuses, drafts } = setup({ submit });
    change(11);
    expect(await saver.save()).toEqual({ result: 'unreachable' });
    expect(statuses).toEqual(['unreachable']);
    expect(drafts.at(-1)).toMatchObject({ synced: false });
    await vi.advanceTimersByTimeAsync(1000);
    expect(submit).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(submit).toHaveBeenCalledTimes(2);
    down = false;
    await vi.advanceTimersByTimeAsync(1);
    expect(submit).toHaveBeenCalledTimes(3);
    expect(statuses).toEqual(['unreachable', 'reconnected']);
    expect(drafts.at(-1)).toMatchObject({ synced: true, updated_at: '2026-02-01T00:00:00.000Z' });
    expect(saver.hasUnsent()).toBe(false);
  });

  it('retries at once when asked (the browser is back online)', async () => {
    let down = true;
    const submit = vi.fn(async (body: SurveySubmitBody) => {
      if (down) throw unreachable();
      return { survey_attempt: body.survey_attempt, updated_at: '2026-02-01T00:00:00.000Z', completed: false };
    });
    const { saver, change } = setup({ submit });
    change(11);
    await saver.save();
    down = false;
    saver.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(submit).toHaveBeenCalledTimes(2);
    expect(saver.hasUnsent()).toBe(false);
  });

  it("on a stale submit (409) shows the server's copy and says so", async () => {
    const submit = vi.fn(async () => Promise.reject(new CallFailure(409, staleKey, false)));
    const { saver, change, deps, statuses, drafts } = setup({ submit });
    change(11);
    expect(await saver.save()).toEqual({ result: 'stale' });
    expect(deps.fetchCopy).toHaveBeenCalledWith('AAAAAAAAAAAAAAAAAAAAAA');
    expect(deps.onReplaced).toHaveBeenCalledWith(expect.objectContaining({ updated_at: '2026-01-05T00:00:00.000Z' }));
    expect(saver.current().updated_at).toBe('2026-01-05T00:00:00.000Z');
    expect(statuses).toEqual(['stale']);
    expect(drafts.at(-1)).toMatchObject({ synced: true, updated_at: '2026-01-05T00:00:00.000Z' });
  });

  it('reports an attempt completed elsewhere and any other refusal with its message', async () => {
    const finished = setup({ submit: vi.fn(async () => Promise.reject(new CallFailure(409, finishedKey, false))) });
    finished.change(11);
    expect(await finished.saver.save()).toEqual({ result: 'finished-elsewhere' });
    const refused = setup({ submit: vi.fn(async () => Promise.reject(new CallFailure(400, 'BACKEND-RESPONSES.X', false))) });
    refused.change(11);
    expect(await refused.saver.save()).toEqual({ result: 'refused', messageKey: 'BACKEND-RESPONSES.X' });
  });

  it('completes with complete: true even when nothing changed', async () => {
    const { saver, sent } = setup();
    expect(await saver.save({ complete: true })).toEqual({ result: 'completed' });
    expect(sent[0]).toMatchObject({ complete: true });
  });

  it('sends nothing for a plain save without changes, and stops its timers when disposed', async () => {
    const { saver, change, sent } = setup();
    expect(await saver.save()).toEqual({ result: 'saved' });
    expect(sent).toHaveLength(0);
    change(11);
    saver.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(0);
  });
});
