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
  const debounceMs = deps.debounceMs ?? 2000;
  const backoff = deps.backoffMs ?? [2000, 4000, 8000, 15000];
  let survey = initial;
  let changes = options.unsent ? 1 : 0;
  let sentChanges = 0;
  let status: SaverStatus = 'idle';
  let queue: Promise<unknown> = Promise.resolve();
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let tries = 0;
  let disposed = false;

  const setStatus = (next: SaverStatus) => {
    if (next === status) return;
    status = next;
    deps.onStatus(next);
  };
  const persist = () => deps.persist({ ...survey, synced: changes === sentChanges });
  const scheduleQuietSave = () => {
    clearTimeout(debounce);
    if (!disposed) debounce = setTimeout(() => void save(), debounceMs);
  };
  const scheduleRetry = () => {
    clearTimeout(retry);
    if (disposed) return;
    const wait = backoff[Math.min(tries, backoff.length - 1)] ?? 15000;
    tries += 1;
    retry = setTimeout(() => void save({ force: true }), wait);
  };

  async function send(complete: boolean, force: boolean): Promise<SaveResult> {
    clearTimeout(debounce);
    if (!complete && !force && changes === sentChanges) return { result: 'saved' };
    const snapshot = changes;
    try {
      const answer = await deps.submit({
        survey_attempt: survey.survey_attempt,
        updated_at: survey.updated_at,
        survey: { questions: toSubmitted(survey.questions) },
        ...(complete ? { complete: true } : {}),
      });
      survey = { ...survey, updated_at: answer.updated_at };
      sentChanges = snapshot;
      persist();
      tries = 0;
      clearTimeout(retry);
      if (status === 'unreachable') setStatus('reconnected');
      return answer.completed ? { result: 'completed' } : { result: 'saved' };
    } catch (error) {
      const failure = error instanceof CallFailure ? error : new CallFailure(500, '', true);
      if (failure.unreachable) {
        setStatus('unreachable');
        scheduleRetry();
        return { result: 'unreachable' };
      }
      if (failure.status === 409 && failure.messageKey === deps.staleKey) {
        try {
          const copy = await deps.fetchCopy(survey.survey_attempt);
          survey = copy;
          sentChanges = changes;
          persist();
          deps.onReplaced(copy);
          setStatus('stale');
          return { result: 'stale' };
        } catch (fetchError) {
          if (fetchError instanceof CallFailure && !fetchError.unreachable) {
            return { result: 'refused', messageKey: fetchError.messageKey };
          }
          setStatus('unreachable');
          scheduleRetry();
          return { result: 'unreachable' };
        }
      }
      if (failure.status === 409 && failure.messageKey === deps.finishedKey) return { result: 'finished-elsewhere' };
      return { result: 'refused', messageKey: failure.messageKey };
    }
  }

  function save(options: { complete?: boolean; force?: boolean } = {}): Promise<SaveResult> {
    const next = queue.then(() => send(options.complete ?? false, options.force ?? false));
    queue = next.catch(() => undefined);
    return next;
  }

  return {
    current: () => survey,
    change(next) {
      survey = next;
      changes += 1;
      persist();
      if (status === 'stale' || status === 'reconnected') setStatus('idle');
      scheduleQuietSave();
    },
    replaceTexts(next) {
      survey = next;
      persist();
    },
    save: (options) => save(options),
    hasUnsent: () => changes !== sentChanges,
    retryNow() {
      if (status !== 'unreachable') return;
      clearTimeout(retry);
      void save({ force: true });
    },
    dispose() {
      disposed = true;
      clearTimeout(debounce);
      clearTimeout(retry);
    },
    resume() {
      disposed = false;
      if (status === 'unreachable') scheduleRetry();
      else if (changes !== sentChanges) scheduleQuietSave();
    },
  };
}
