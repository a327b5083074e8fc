import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubmitResponse, SurveySubmitBody } from '../../../../contract/api/survey';
import type { LocalDraft } from '../drafts/draft-store';
import { holdTopic, isTopicOpen, type QueueDeps, sendQueued } from './offline-queue';
import { CallFailure } from '../start/start-survey';
import { sampleSurvey } from '../test-support/survey-fixtures';

const staleKey = 'BACKEND-RESPONSES.These answers were saved more recently on another device or tab';
const finishedKey = 'BACKEND-RESPONSES.This survey has already been completed';
const unreachable = () => new CallFailure(0, 'BACKEND-RESPONSES.An unexpected error occurred', true);

const draft = (topic: number, extra: Partial<LocalDraft> = {}): LocalDraft => ({
  ...sampleSurvey({ topic: { pk: topic, name: `Topic ${topic}`, wlb: false }, survey_attempt: `attempt-${topic}` }),
  synced: false,
  ...extra,
});

/** A device's drafts and a fake server: `answer` decides each submit (by default it is taken). */
function setup(drafts: LocalDraft[], answer?: (body: SurveySubmitBody) => SubmitResponse | Error) {
  const stored = new Map(drafts.map((d) => [d.topic.pk, d]));
  const sent: SurveySubmitBody[] = [];
  const deps: QueueDeps = {
    userId: 5,
    submit: vi.fn(async (body: SurveySubmitBody) => {
      sent.push(body);
      const reply = answer?.(body) ?? {
        survey_attempt: body.survey_attempt,
        updated_at: '2026-02-01T00:00:00.000Z',
        completed: !!body.complete,
      };
      if (reply instanceof Error) throw reply;
      return reply;
    }),
    // The server's copy: the attempt's survey in a newer version.
    fetchCopy: vi.fn(async (attempt: string) => {
      const { synced: _synced, complete: _complete, ...survey } = drafts.find((d) => d.survey_attempt === attempt) ?? draft(0);
      return { ...survey, updated_at: '2026-03-01T00:00:00.000Z' };
    }),
    drafts: () => [...stored.values()],
    persist: (d) => stored.set(d.topic.pk, d),
    remove: (topic) => stored.delete(topic),
    isOpen: () => false,
    signedIn: () => true,
    staleKey,
    finishedKey,
  };
  return { deps, stored, sent };
}

describe('sendQueued: drafts kept offline go out once the server answers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a queued completion with its answers, removes the draft and reports the attempt', async () => {
    const { deps, stored, sent } = setup([draft(7, { complete: true })]);
    const report = await sendQueued(deps);
    expect(sent).toEqual([
      expect.objectContaining({ survey_attempt: 'attempt-7', complete: true, updated_at: '2026-01-01T10:00:00.000Z' }),
    ]);
    expect(sent[0]?.survey.questions).toHaveLength(sampleSurvey().questions.length);
    expect(report).toEqual({ sent: 1, completed: ['attempt-7'], kept: 0, unreachable: false });
    expect(stored.has(7)).toBe(false);
  });

  it('sends unsent saves one after another and leaves synced, open and other users’ drafts alone', async () => {
    const { deps, stored, sent } = setup([
      draft(1),
      draft(2, { synced: true }),
      draft(3, { user: 9 }),
      draft(4),
      draft(6, { user: 0 }),
    ]);
    deps.isOpen = (topic) => topic === 4;
    const report = await sendQueued(deps);
    expect(sent.map((b) => b.survey_attempt)).toEqual(['attempt-1', 'attempt-6']);
    expect(sent.every((b) => b.complete === undefined)).toBe(true);
    expect(report).toMatchObject({ sent: 2, completed: [] });
    expect(stored.get(1)).toMatchObject({ synced: true, updated_at: '2026-02-01T00:00:00.000Z' });
    expect(stored.get(3)?.synced).toBe(false);
    expect(stored.get(4)?.synced).toBe(false);
  });

  it('stops at an unreachable server with every draft and its completion kept, and tries nothing more by itself', async () => {
    const { deps, stored, sent } = setup([draft(1, { complete: true }), draft(2)], () => unreachable());
    const report = await sendQueued(deps);
    expect(report).toEqual({ sent: 0, completed: [], kept: 0, unreachable: true });
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(1);
    expect(stored.get(1)).toMatchObject({ synced: false, complete: true });
    expect(stored.get(2)).toMatchObject({ synced: false });
  });

  it('given a 401 (the session expired), keeps that draft and the rest untouched and stops until the next login', async () => {
    let session = true;
    const { deps, stored, sent } = setup([draft(1, { complete: true }), draft(2)], () => {
      // As the shared client does: a 401 ends the session.
      session = false;
      return new CallFailure(401, 'BACKEND-RESPONSES.Invalid token.', false);
    });
    deps.signedIn = () => session;
    const report = await sendQueued(deps);
    expect(sent.map((b) => b.survey_attempt)).toEqual(['attempt-1']);
    expect(report).toMatchObject({ sent: 0, completed: [] });
    expect(stored.get(1)).toMatchObject({ synced: false, complete: true });
    expect(stored.get(2)).toMatchObject({ synced: false });

    // Logged in again: both go.
    session = true;
    const again = await sendQueued({ ...deps, submit: setup([]).deps.submit });
    expect(again).toMatchObject({ sent: 2, completed: ['attempt-1'] });
    expect(stored.has(1)).toBe(false);
    expect(stored.get(2)).toMatchObject({ synced: true });
  });

  it('given a stale submit (409), keeps the server’s newer copy as the draft without the completion, and goes on', async () => {
    const { deps, stored, sent } = setup([draft(1, { complete: true }), draft(2)], (body) =>
      body.survey_attempt === 'attempt-1'
        ? new CallFailure(409, staleKey, false)
        : { survey_attempt: body.survey_attempt, updated_at: '2026-02-01T00:00:00.000Z', completed: false },
    );
    const report = await sendQueued(deps);
    expect(report).toMatchObject({ sent: 1, kept: 1, completed: [] });
    expect(sent).toHaveLength(2);
    expect(stored.get(1)).toMatchObject({ updated_at: '2026-03-01T00:00:00.000Z', synced: true });
    expect(stored.get(1)?.complete).toBeUndefined();
    expect(stored.get(2)?.synced).toBe(true);
  });

  it('given a refused submit, keeps the draft as it was, completion included, and the rest still goes', async () => {
    const refused = new CallFailure(400, 'BACKEND-RESPONSES.This survey attempt is invalid', false);
    const kept = draft(1, { complete: true });
    const { deps, stored } = setup([kept, draft(2, { complete: true })], (body) =>
      body.survey_attempt === 'attempt-1'
        ? refused
        : { survey_attempt: body.survey_attempt, updated_at: '2026-02-01T00:00:00.000Z', completed: true },
    );
    const report = await sendQueued(deps);
    expect(report).toEqual({ sent: 1, completed: ['attempt-2'], kept: 1, unreachable: false });
    expect(stored.get(1)).toEqual(kept);
    expect(stored.has(2)).toBe(false);
  });

  it('counts a queued completion the server already has (its earlier answer lost on the way) as sent', async () => {
    const { deps, stored } = setup([draft(1, { complete: true })], () => new CallFailure(409, finishedKey, false));
    expect(await sendQueued(deps)).toMatchObject({ sent: 1, completed: ['attempt-1'] });
    expect(stored.has(1)).toBe(false);
  });

  it('drops a queued save whose attempt was completed elsewhere, without counting it as sent', async () => {
    const { deps, stored } = setup([draft(1)], () => new CallFailure(409, finishedKey, false));
    expect(await sendQueued(deps)).toEqual({ sent: 0, completed: [], kept: 0, unreachable: false });
    expect(stored.has(1)).toBe(false);
  });

  it('keeps a completion queued when the server saved its answers without completing the attempt', async () => {
    const { deps, stored } = setup([draft(4, { complete: true })], (body) => ({
      survey_attempt: body.survey_attempt,
      updated_at: '2026-02-01T00:00:00.000Z',
      completed: false,
    }));
    const report = await sendQueued(deps);
    expect(report.completed).toEqual([]);
    expect(stored.get(4)).toMatchObject({ complete: true, updated_at: '2026-02-01T00:00:00.000Z' });
  });

  it('sends a completion asked for offline whose answers the server already had', async () => {
    const { deps, stored, sent } = setup([draft(3, { synced: true, complete: true })]);
    expect(await sendQueued(deps)).toMatchObject({ sent: 1, completed: ['attempt-3'] });
    expect(sent).toEqual([expect.objectContaining({ survey_attempt: 'attempt-3', complete: true })]);
    expect(stored.has(3)).toBe(false);
  });
});

describe('holdTopic: a questionnaire page keeps its topic to its own saver', () => {
  it('holds a topic until every holder lets go', () => {
    const first = holdTopic(7);
    const second = holdTopic(7);
    first();
    expect(isTopicOpen(7)).toBe(true);
    second();
    expect(isTopicOpen(7)).toBe(false);
  });
});
