import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubmitResponse, Survey, SurveySubmitBody } from '../../../../contract/api/survey';
import { withAnswer } from '../questionnaire/answers';
import type { LocalDraft } from '../drafts/draft-store';
import { CallFailure } from '../start/start-survey';
import { createSurveySaver, type SaverDeps } from './survey-saver';
import { sampleSurvey } from '../test-support/survey-fixtures';

const staleKey = 'BACKEND-RESPONSES.These answers were saved more recently on another device or tab';
const finishedKey = 'BACKEND-RESPONSES.This survey has already been completed';
const unreachable = () => new CallFailure(500, 'BACKEND-RESPONSES.An unexpected error occurred', true);
const accepted = (body: SurveySubmitBody, updated_at = '2026-02-01T00:00:00.000Z'): SubmitResponse => ({
  survey_attempt: body.survey_attempt,
  updated_at,
  completed: !!body.complete,
});
/** A submit that fails while `down()` says the server is out of reach, and records the times it is called. */
const flakySubmit = (down: () => boolean) =>
  vi.fn(async (body: SurveySubmitBody) => {
    if (down()) throw unreachable();
    return accepted(body);
  });

// Every saver here pauses and backs off on timers: the tests move the clock themselves.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(overrides: Partial<SaverDeps> = {}, initial: Survey = sampleSurvey(), options: { unsent?: boolean } = {}) {
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
  const saver = createSurveySaver(initial, deps, options);
  const change = (answer: number) => {
    const current = saver.current();
    saver.change({ ...current, questions: current.questions.map((q, i) => (i === 0 ? withAnswer(q, answer, new Date()) : q)) });
  };
  return { saver, deps, sent, drafts, statuses, change };
}

describe('createSurveySaver', () => {
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
    const submit = flakySubmit(() => down);
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
    const submit = flakySubmit(() => down);
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

describe('createSurveySaver, without a pause or back-off of its own', () => {
  it('sends quietly 2 s after the last change, and tries an unreachable server again after 2, 4, 8 and then every 15 s', async () => {
    const submit = flakySubmit(() => true);
    const { change } = setup({ submit, debounceMs: undefined, backoffMs: undefined });
    change(11);
    await vi.advanceTimersByTimeAsync(1999);
    expect(submit).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(submit).toHaveBeenCalledTimes(1);
    const triedAfter: number[] = [];
    for (const wait of [2000, 4000, 8000, 15000, 15000]) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      const before = submit.mock.calls.length;
      await vi.advanceTimersByTimeAsync(1);
      if (submit.mock.calls.length === before + 1) triedAfter.push(wait);
    }
    expect(triedAfter).toEqual([2000, 4000, 8000, 15000, 15000]);
  });
});

describe('createSurveySaver keeps every answer', () => {
  it('says nothing about saving while all goes well', async () => {
    const { saver, change, statuses } = setup();
    change(11);
    await saver.save();
    await vi.advanceTimersByTimeAsync(5000);
    expect(statuses).toEqual([]);
  });

  it('counts a change as unsent until it has been sent', async () => {
    const { saver, change } = setup();
    expect(saver.hasUnsent()).toBe(false);
    change(11);
    expect(saver.hasUnsent()).toBe(true);
    await saver.save();
    expect(saver.hasUnsent()).toBe(false);
  });

  it('sends a draft it was given unsent, and a change to it, by itself', async () => {
    const { saver, change, sent } = setup({}, sampleSurvey(), { unsent: true });
    expect(saver.hasUnsent()).toBe(true);
    change(11);
    expect(saver.hasUnsent()).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.survey.questions[0]?.answered).toBe(11);
    expect(saver.hasUnsent()).toBe(false);
  });

  it('sends a change made while a save was on its way, after the pause, without being asked', async () => {
    let release: () => void = () => {};
    const submit = vi.fn(async (body: SurveySubmitBody) => {
      if (submit.mock.calls.length === 1) await new Promise<void>((r) => (release = r));
      return accepted(body, new Date().toISOString());
    });
    const { saver, change, drafts } = setup({ submit });
    const sentAnswers = () => submit.mock.calls.map(([body]) => body.survey.questions[0]?.answered);
    change(11);
    const first = saver.save();
    await vi.advanceTimersByTimeAsync(0);
    change(12);
    release();
    await first;
    expect(sentAnswers()).toEqual([11]);
    // The first answer is on the server, the second not yet: the draft says so.
    expect(drafts.at(-1)).toMatchObject({ synced: false });
    expect(saver.hasUnsent()).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sentAnswers()).toEqual([11, 12]);
    expect(saver.hasUnsent()).toBe(false);
    // Nothing more is left, so nothing more goes.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('sends when told to even without a change, and keeps trying such a save while the server is out of reach', async () => {
    let down = true;
    const submit = flakySubmit(() => down);
    const { saver, statuses } = setup({ submit });
    expect(await saver.save({ force: true })).toEqual({ result: 'unreachable' });
    expect(submit).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(submit).toHaveBeenCalledTimes(2);
    down = false;
    saver.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(submit).toHaveBeenCalledTimes(3);
    expect(statuses).toEqual(['unreachable', 'reconnected']);
  });

  it('repeats the last pause of its back-off for as long as the server stays out of reach', async () => {
    const submit = flakySubmit(() => true);
    const { saver, change } = setup({ submit, backoffMs: [1000, 2000] });
    change(11);
    await saver.save();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(submit).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1999);
    expect(submit).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(submit).toHaveBeenCalledTimes(4);
  });

  it('takes a failure without a status (the request itself failed) for an unreachable server', async () => {
    let down = true;
    const submit = vi.fn(async (body: SurveySubmitBody) => {
      if (down) throw new TypeError('Failed to fetch');
      return accepted(body);
    });
    const { saver, change, statuses } = setup({ submit });
    change(11);
    expect(await saver.save()).toEqual({ result: 'unreachable' });
    expect(statuses).toEqual(['unreachable']);
    down = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(saver.hasUnsent()).toBe(false);
  });

  it('retries at once only when the server was out of reach', async () => {
    const { saver, change, sent } = setup();
    change(11);
    saver.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent).toHaveLength(1);
  });

  it('tells refusals apart by status and message together', async () => {
    const other409 = setup({ submit: vi.fn(async () => Promise.reject(new CallFailure(409, 'BACKEND-RESPONSES.Y', false))) });
    other409.change(11);
    expect(await other409.saver.save()).toEqual({ result: 'refused', messageKey: 'BACKEND-RESPONSES.Y' });
    const finishedWords400 = setup({ submit: vi.fn(async () => Promise.reject(new CallFailure(400, finishedKey, false))) });
    finishedWords400.change(11);
    expect(await finishedWords400.saver.save()).toEqual({ result: 'refused', messageKey: finishedKey });
    const staleWords400 = setup({ submit: vi.fn(async () => Promise.reject(new CallFailure(400, staleKey, false))) });
    staleWords400.change(11);
    expect(await staleWords400.saver.save()).toEqual({ result: 'refused', messageKey: staleKey });
    expect(staleWords400.deps.fetchCopy).not.toHaveBeenCalled();
  });

  it("after a stale submit, reports a refused copy with its message and keeps this device's answers", async () => {
    const { saver, change, deps, drafts } = setup({
      submit: vi.fn(async () => Promise.reject(new CallFailure(409, staleKey, false))),
      fetchCopy: vi.fn(async () => Promise.reject(new CallFailure(403, 'BACKEND-RESPONSES.Z', false))),
    });
    change(11);
    expect(await saver.save()).toEqual({ result: 'refused', messageKey: 'BACKEND-RESPONSES.Z' });
    expect(deps.onReplaced).not.toHaveBeenCalled();
    expect(saver.current().questions[0]?.answered).toBe(11);
    expect(drafts.at(-1)).toMatchObject({ synced: false });
  });

  it('after a stale submit whose copy cannot be fetched, says the server is out of reach and tries again', async () => {
    let down = true;
    const submit = vi.fn(async (body: SurveySubmitBody) => {
      if (submit.mock.calls.length === 1) throw new CallFailure(409, staleKey, false);
      return accepted(body);
    });
    const fetchCopy = vi.fn(async () => {
      if (down) throw unreachable();
      return sampleSurvey();
    });
    const { saver, change, statuses } = setup({ submit, fetchCopy });
    change(11);
    expect(await saver.save()).toEqual({ result: 'unreachable' });
    expect(statuses).toEqual(['unreachable']);
    expect(saver.current().questions[0]?.answered).toBe(11);
    down = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(submit).toHaveBeenCalledTimes(2);
    expect(saver.hasUnsent()).toBe(false);
  });

  it('goes back to saying nothing at the next change after "replaced" or "back again", but not while out of reach', async () => {
    const stale = setup({ submit: vi.fn(async () => Promise.reject(new CallFailure(409, staleKey, false))) });
    stale.change(11);
    await stale.saver.save();
    stale.change(12);
    expect(stale.statuses).toEqual(['stale', 'idle']);

    let down = true;
    const back = setup({ submit: flakySubmit(() => down) });
    back.change(11);
    await back.saver.save();
    back.change(12);
    expect(back.statuses).toEqual(['unreachable']);
    down = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(back.statuses).toEqual(['unreachable', 'reconnected']);
    back.change(13);
    expect(back.statuses).toEqual(['unreachable', 'reconnected', 'idle']);
  });

  it('keeps new texts on the device without sending them or counting them as a change', async () => {
    const { saver, sent, drafts } = setup();
    const translated = sampleSurvey({ language: 'de', topic: { pk: 7, name: 'Digitale Kompetenzen', wlb: false } });
    saver.replaceTexts(translated);
    expect(saver.current().topic.name).toBe('Digitale Kompetenzen');
    expect(drafts.at(-1)).toMatchObject({ language: 'de', synced: true });
    expect(saver.hasUnsent()).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(0);
  });
});

describe('createSurveySaver, disposed and resumed (a page left, or React mounting twice)', () => {
  it('sends nothing by itself once disposed, not even for a later change, which is still kept on the device', async () => {
    const { saver, change, sent, drafts } = setup();
    saver.dispose();
    change(11);
    expect(drafts.at(-1)?.questions[0]?.answered).toBe(11);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(0);
  });

  it('does not start trying again when a save in flight at disposal fails', async () => {
    let fail: (error: unknown) => void = () => {};
    const submit = vi.fn(() => new Promise<SubmitResponse>((_, reject) => (fail = reject)));
    const { saver, change } = setup({ submit });
    change(11);
    const saving = saver.save();
    await vi.advanceTimersByTimeAsync(0);
    saver.dispose();
    fail(unreachable());
    expect(await saving).toEqual({ result: 'unreachable' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('resumed, sends what is unsent after the pause', async () => {
    const { saver, change, sent } = setup();
    change(11);
    saver.dispose();
    saver.resume();
    await vi.advanceTimersByTimeAsync(1999);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
  });

  it('resumed while the server was out of reach, tries again on its back-off', async () => {
    let down = true;
    const submit = flakySubmit(() => down);
    const { saver, change } = setup({ submit, backoffMs: [1000, 5000] });
    change(11);
    await saver.save();
    saver.dispose();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(submit).toHaveBeenCalledTimes(1);
    down = false;
    saver.resume();
    // The back-off carries on where it was (its second pause, 5 s), not the 2 s pause of a quiet save.
    await vi.advanceTimersByTimeAsync(4999);
    expect(submit).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(submit).toHaveBeenCalledTimes(2);
    expect(saver.hasUnsent()).toBe(false);
  });

  it('resumed with everything sent, sends nothing', async () => {
    const { saver, change, sent } = setup();
    change(11);
    await saver.save();
    saver.dispose();
    saver.resume();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(1);
  });
});
