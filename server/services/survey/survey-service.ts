import type { ChangeFeed } from '../../db/change-feed';
import type { Db } from '../../db/client';
import type { Clock } from '../clock';
import { type Caller, createAttemptAccess } from './attempt-access';
import { createAttemptCache } from './attempt-cache';
import { createAttemptContinuation } from './attempt-continuation';
import { createAttemptStart } from './attempt-start';
import { createAttemptSubmit } from './attempt-submit';
import { createContentCache } from './content-cache';
import { announcedWrites, type SurveyParts } from './survey-parts';
import { createSurveyResults } from './survey-results';
import { createTopicList } from './topic-list';

export type { Caller };

export interface SurveyServiceDeps {
  db: Db;
  clock: Clock;
  allowAnonymous: boolean;
  changes: ChangeFeed;
}

/**
 * Survey taking (topic-list.ts, attempt-start.ts, attempt-continuation.ts, attempt-submit.ts), with the results
 * (survey-results.ts) beside it. Every call runs a fixed number of statements whatever the number of questions,
 * on indexed columns only. A user reaches only their own attempts: another user's id answers exactly like an
 * unknown one.
 */
export function createSurveyService({ db, clock, allowAnonymous, changes }: SurveyServiceDeps) {
  const content = createContentCache(db, changes);
  const access = createAttemptAccess(db, allowAnonymous);
  const attemptCache = createAttemptCache(access.attemptQueries.ofRespondent, changes);
  const parts: SurveyParts = { db, clock, allowAnonymous, content, access, attemptCache, writing: announcedWrites(changes) };
  return {
    ...createTopicList(parts),
    ...createAttemptStart(parts),
    ...createAttemptContinuation(parts),
    ...createAttemptSubmit(parts),
    ...createSurveyResults(parts),
    attemptCache,
  };
}

export type SurveyService = ReturnType<typeof createSurveyService>;
