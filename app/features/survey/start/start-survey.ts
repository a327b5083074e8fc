import type { Survey } from '../../../../contract/api/survey';
import type { LanguageCode } from '../../../../contract/languages';
import { isOwnDraft, type LocalDraft } from '../drafts/draft-store';

/**
 * A failed call: `unreachable` when the server could not be reached (network error or 5xx); `requestId` when the
 * server answered with the request's id.
 */
export class CallFailure extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
    readonly unreachable: boolean,
    readonly requestId?: string,
  ) {
    super(messageKey);
  }
}

/** What the start algorithm needs from the outside world; tests pass plain functions. */
export interface StartDeps {
  /** retry=1 in the address. */
  retry: boolean;
  /** The logged-in user's id, 0 for an anonymous visitor. */
  userId: number;
  language: LanguageCode;
  /** The draft on this device (read lazily: its schema is not part of the first load). */
  readLocal: () => LocalDraft | null | Promise<LocalDraft | null>;
  removeLocal: () => void;
  /** The unfinished server attempt of the topic; null when there is none (404 "no survey in progress"). */
  fetchServer: () => Promise<Survey | null>;
  /**
   * Steps 2 to 4 in one call when there is no local copy (POST /get with `start`): the unfinished
   * attempt, a new one (`generated`), or the topic's completed attempt; null for a bare "none in progress"
   * (a server without `start`), which continues as step 3. Without it, fetchServer and generate.
   */
  startAtServer?: () => Promise<{ survey: Survey & { generated?: boolean } } | { completedAttempt: string } | null>;
  /** The attempt's server version, or null on 204 (invalid, finished or someone else's). */
  validate: (attemptId: string) => Promise<{ updated_at: string } | null>;
  generate: (retry: boolean) => Promise<Survey>;
  /** The user's latest completed attempt of the topic, or null when there is none. */
  latestCompleted: () => Promise<string | null>;
}

export type StartSource = 'generated' | 'server' | 'local';

export interface StartOutcome {
  survey: Survey;
  source: StartSource;
  /** Step 1: the page was opened to start afresh. */
  retryable: boolean;
  /** The draft holds answers the server has not got yet: send them soon. */
  unsynced: boolean;
  /** The survey's texts are in another language than the page: refresh them through change-language. */
  needsLanguage: boolean;
  /** The server could not be reached and this device's draft is used meanwhile. */
  offline: boolean;
  /** Which branch of docs/product/behaviour.md decided (for tests and logs). */
  step: 1 | 3 | 4 | 5 | 6 | 7 | 'offline';
}

/**
 * Nothing to continue, and the topic was completed: the page shows that result instead of starting a new
 * attempt unasked (Back after Complete, an old link). A new attempt starts only from "Fill in again" (retry).
 */
export interface CompletedOutcome {
  step: 'completed';
  completedAttempt: string;
}

const time = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
};

/**
 * The questionnaire start of docs/product/behaviour.md, steps 1 to 7:
 * 1. retry=1: generate a new attempt; the page is retryable.
 * 2. Otherwise read the server's attempt for the topic and the local copy.
 * 3. Neither exists: generate one.
 * 4. Only the server copy exists: use it.
 * 5. A local copy exists: validate its attempt; 204 (invalid or finished) removes it and generates anew.
 * 6. The local copy is the current user's or anonymous (0): a newer server copy wins, and an anonymous copy
 *    yields to a server copy of the logged-in user; otherwise the local copy is used.
 * 7. The local copy is another user's: generate a new one.
 * Where steps 3, 5 and 7 would generate, a topic the user has completed opens its latest result instead.
 * When the server cannot be reached, a usable local copy (steps 6's owners) is used meanwhile; anything else
 * fails with the CallFailure, which the page reports.
 */
export async function startSurvey(deps: StartDeps): Promise<StartOutcome | CompletedOutcome> {
  if (deps.retry) return outcome(deps, await deps.generate(true), 'generated', 1, { retryable: true });

  // A draft's read is awaited only when it is one: without a draft the first call leaves during this render.
  const read = deps.readLocal();
  const local = read instanceof Promise ? await read : read;
  if (!local && deps.startAtServer) return startWithoutDraft(deps, deps.startAtServer);

  const ownDraft = local !== null && isOwnDraft(local, deps.userId) ? local : null;
  const server = await callOrUseOwnDraft(deps, ownDraft, () => deps.fetchServer());
  if ('offline' in server) return server.offline;
  if (!local) return server.answer ? outcome(deps, server.answer, 'server', 4) : generateUnlessCompleted(deps, 3);
  return continueWithDraft(deps, local, ownDraft, server.answer);
}

function outcome(
  deps: StartDeps,
  survey: Survey,
  source: StartSource,
  step: StartOutcome['step'],
  extra: Partial<StartOutcome> = {},
): StartOutcome {
  return {
    survey,
    source,
    step,
    retryable: false,
    unsynced: false,
    offline: false,
    needsLanguage: survey.language !== deps.language,
    ...extra,
  };
}

/** Steps 3, 5 and 7: a new attempt, or the latest result of a topic the user has completed. */
async function generateUnlessCompleted(deps: StartDeps, step: 3 | 5 | 7): Promise<StartOutcome | CompletedOutcome> {
  const completedAttempt = await deps.latestCompleted();
  if (completedAttempt) return { step: 'completed', completedAttempt };
  return outcome(deps, await deps.generate(false), 'generated', step);
}

/** Steps 2 to 4 in one call, when this device holds no draft of the topic. */
async function startWithoutDraft(
  deps: StartDeps,
  startAtServer: NonNullable<StartDeps['startAtServer']>,
): Promise<StartOutcome | CompletedOutcome> {
  const started = await startAtServer();
  if (!started) return generateUnlessCompleted(deps, 3);
  if ('completedAttempt' in started) return { step: 'completed', completedAttempt: started.completedAttempt };
  const { generated, ...survey } = started.survey;
  return generated ? outcome(deps, survey, 'generated', 3) : outcome(deps, survey, 'server', 4);
}

/** A call to the server; when it cannot be reached, the user's own draft (if any) is used meanwhile. */
async function callOrUseOwnDraft<T>(
  deps: StartDeps,
  ownDraft: LocalDraft | null,
  call: () => Promise<T>,
): Promise<{ answer: T } | { offline: StartOutcome }> {
  try {
    return { answer: await call() };
  } catch (error) {
    if (error instanceof CallFailure && error.unreachable && ownDraft) {
      return { offline: outcome(deps, ownDraft, 'local', 'offline', { offline: true, unsynced: !ownDraft.synced }) };
    }
    throw error;
  }
}

/** Steps 5 to 7: the draft's attempt is validated, then kept, replaced by a newer server copy, or replaced anew. */
async function continueWithDraft(
  deps: StartDeps,
  local: LocalDraft,
  ownDraft: LocalDraft | null,
  server: Survey | null,
): Promise<StartOutcome | CompletedOutcome> {
  const valid = await callOrUseOwnDraft(deps, ownDraft, () => deps.validate(local.survey_attempt));
  if ('offline' in valid) return valid.offline;
  if (!valid.answer) {
    deps.removeLocal();
    return generateUnlessCompleted(deps, 5);
  }
  if (!ownDraft) {
    deps.removeLocal();
    return generateUnlessCompleted(deps, 7);
  }
  return ownDraftOrNewerServerCopy(deps, ownDraft, server);
}

/** Step 6: a newer server copy wins, and an anonymous draft yields to the signed-in user's server copy. */
function ownDraftOrNewerServerCopy(deps: StartDeps, local: LocalDraft, server: Survey | null): StartOutcome {
  const serverIsNewer = server !== null && time(server.updated_at) > time(local.updated_at);
  const anonymousYields = server !== null && local.user === 0 && deps.userId !== 0;
  if (server && (serverIsNewer || anonymousYields)) return outcome(deps, server, 'server', 6);
  // When another device saved this attempt meanwhile, the next submit is refused as stale (409) and the page
  // then shows the server's copy: nothing is overwritten silently.
  return outcome(deps, local, 'local', 6, { unsynced: !local.synced });
}
