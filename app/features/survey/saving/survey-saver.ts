import type { SubmitResponse, Survey, SurveySubmitBody } from '../../../../contract/api/survey';
import { toSubmitted } from '../questionnaire/answers';
import { CallFailure } from '../start/start-survey';
import type { LocalDraft } from '../drafts/draft-store';

/** What the respondent is told about saving: nothing, the server is out of reach, back again, or replaced. */
export type SaverStatus = 'idle' | 'unreachable' | 'reconnected' | 'stale';

export type SaveResult =
  | { result: 'saved' }
  | { result: 'completed' }
  | { result: 'unreachable' }
  | { result: 'stale' }
  /** The attempt was completed meanwhile (another tab or device); nothing more can be saved. */
  | { result: 'finished-elsewhere' }
  | { result: 'refused'; messageKey: string };

export interface SaverDeps {
  /** POST /submit; rejects with a CallFailure. */
  submit: (body: SurveySubmitBody) => Promise<SubmitResponse>;
  /** POST /get by attempt: the server's copy after a stale submit; rejects with a CallFailure. */
  fetchCopy: (attemptId: string) => Promise<Survey>;
  /** Keeps the draft on this device (localStorage). */
  persist: (draft: LocalDraft) => void;
  onStatus: (status: SaverStatus) => void;
  /** The server's copy replaced this device's answers (a stale submit). */
  onReplaced: (survey: Survey) => void;
  /** The quiet save's pause after the last change. */
  debounceMs?: number;
  /** Waits before each new try while the server cannot be reached; the last one repeats. */
  backoffMs?: readonly number[];
  staleKey: string;
  finishedKey: string;
}

export interface SurveySaver {
  current: () => Survey;
  /** A change of answers: kept on the device at once, sent to the server after a pause. */
  change: (survey: Survey) => void;
  /** New texts without a change of answers (a language change): kept on the device only. */
  replaceTexts: (survey: Survey) => void;
  /** Sends now (after any send in flight); `complete` asks the server to complete the attempt. */
  save: (options?: { complete?: boolean; force?: boolean }) => Promise<SaveResult>;
  hasUnsent: () => boolean;
  /** Tries again at once when the server was out of reach (e.g. the browser is back online). */
  retryNow: () => void;
  dispose: () => void;
  /** Undoes dispose (React's development double mount). */
  resume: () => void;
}

/**
 * Saving a survey that is being answered (docs/product/behaviour.md): every change goes to local storage
 * at once and to the server after a pause, and on save, exit and completion. Sends are serialised; each
 * carries the server's last version (`updated_at`) and keeps the new one. A stale submit (409) fetches the
 * server's copy, which replaces this one. When the server cannot be reached the draft stays unsent and
 * sending is retried with a growing pause, so the next save succeeds without the respondent doing anything.
 */
export function createSurveySaver(initial: Survey, deps: SaverDeps, options: { unsent?: boolean } = {}): SurveySaver {
  const saver: Saver = {
    deps,
    debounceMs: deps.debounceMs ?? 2000,
    backoff: deps.backoffMs ?? [2000, 4000, 8000, 15000],
    survey: initial,
    changes: options.unsent ? 1 : 0,
    sentChanges: 0,
    status: 'idle',
    queue: Promise.resolve(),
    debounce: undefined,
    retry: undefined,
    tries: 0,
    disposed: false,
  };
  return handleOf(saver);
}

/** One saver's settings and the state its steps share. */
interface Saver {
  readonly deps: SaverDeps;
  readonly debounceMs: number;
  readonly backoff: readonly number[];
  survey: Survey;
  /** Changes made, and how many of them the server has got. */
  changes: number;
  sentChanges: number;
  status: SaverStatus;
  /** The sends, one after another. */
  queue: Promise<unknown>;
  debounce: ReturnType<typeof setTimeout> | undefined;
  retry: ReturnType<typeof setTimeout> | undefined;
  tries: number;
  disposed: boolean;
}

function handleOf(saver: Saver): SurveySaver {
  return {
    current: () => saver.survey,
    change(next) {
      saver.survey = next;
      saver.changes += 1;
      persist(saver);
      if (saver.status === 'stale' || saver.status === 'reconnected') setStatus(saver, 'idle');
      scheduleQuietSave(saver);
    },
    replaceTexts(next) {
      saver.survey = next;
      persist(saver);
    },
    save: (options) => save(saver, options),
    hasUnsent: () => saver.changes !== saver.sentChanges,
    retryNow() {
      if (saver.status !== 'unreachable') return;
      clearTimeout(saver.retry);
      void save(saver, { force: true });
    },
    dispose() {
      saver.disposed = true;
      clearTimeout(saver.debounce);
      clearTimeout(saver.retry);
    },
    resume() {
      saver.disposed = false;
      if (saver.status === 'unreachable') scheduleRetry(saver);
      else if (saver.changes !== saver.sentChanges) scheduleQuietSave(saver);
    },
  };
}

function setStatus(saver: Saver, next: SaverStatus) {
  if (next === saver.status) return;
  saver.status = next;
  saver.deps.onStatus(next);
}

const persist = (saver: Saver) => saver.deps.persist({ ...saver.survey, synced: saver.changes === saver.sentChanges });

function scheduleQuietSave(saver: Saver) {
  clearTimeout(saver.debounce);
  if (!saver.disposed) saver.debounce = setTimeout(() => void save(saver), saver.debounceMs);
}

function scheduleRetry(saver: Saver) {
  clearTimeout(saver.retry);
  if (saver.disposed) return;
  const wait = saver.backoff[Math.min(saver.tries, saver.backoff.length - 1)] ?? 15000;
  saver.tries += 1;
  saver.retry = setTimeout(() => void save(saver, { force: true }), wait);
}

/** Queues a send behind any send in flight. */
function save(saver: Saver, options: { complete?: boolean; force?: boolean } = {}): Promise<SaveResult> {
  const next = saver.queue.then(() => send(saver, options.complete ?? false, options.force ?? false));
  saver.queue = next.catch(() => undefined);
  return next;
}

async function send(saver: Saver, complete: boolean, force: boolean): Promise<SaveResult> {
  clearTimeout(saver.debounce);
  if (!complete && !force && saver.changes === saver.sentChanges) return { result: 'saved' };
  const snapshot = saver.changes;
  try {
    const answer = await saver.deps.submit({
      survey_attempt: saver.survey.survey_attempt,
      updated_at: saver.survey.updated_at,
      survey: { questions: toSubmitted(saver.survey.questions) },
      ...(complete ? { complete: true } : {}),
    });
    saver.survey = { ...saver.survey, updated_at: answer.updated_at };
    saver.sentChanges = snapshot;
    persist(saver);
    saver.tries = 0;
    clearTimeout(saver.retry);
    if (saver.status === 'unreachable') setStatus(saver, 'reconnected');
    return answer.completed ? { result: 'completed' } : { result: 'saved' };
  } catch (error) {
    return afterFailedSend(saver, error instanceof CallFailure ? error : new CallFailure(500, '', true));
  }
}

async function afterFailedSend(saver: Saver, failure: CallFailure): Promise<SaveResult> {
  if (failure.unreachable) return waitForServer(saver);
  if (failure.status === 409 && failure.messageKey === saver.deps.staleKey) return takeServerCopy(saver);
  if (failure.status === 409 && failure.messageKey === saver.deps.finishedKey) return { result: 'finished-elsewhere' };
  return { result: 'refused', messageKey: failure.messageKey };
}

function waitForServer(saver: Saver): SaveResult {
  setStatus(saver, 'unreachable');
  scheduleRetry(saver);
  return { result: 'unreachable' };
}

/** A stale submit: the server's copy replaces this device's answers. */
async function takeServerCopy(saver: Saver): Promise<SaveResult> {
  try {
    const copy = await saver.deps.fetchCopy(saver.survey.survey_attempt);
    saver.survey = copy;
    saver.sentChanges = saver.changes;
    persist(saver);
    saver.deps.onReplaced(copy);
    setStatus(saver, 'stale');
    return { result: 'stale' };
  } catch (fetchError) {
    if (fetchError instanceof CallFailure && !fetchError.unreachable) {
      return { result: 'refused', messageKey: fetchError.messageKey };
    }
    return waitForServer(saver);
  }
}
