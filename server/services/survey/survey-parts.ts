import { type ChangeFeed, respondentChange } from '../../db/change-feed';
import type { Db } from '../../db/client';
import type { Clock } from '../clock';
import type { AttemptAccess } from './attempt-access';
import type { AttemptCache } from './attempt-cache';
import type { ContentCache } from './content-cache';

/** Runs a write of the respondent's attempts and tells this process's caches once it is over (committed or not). */
export type Writing = <T>(respondentId: string | null, write: () => Promise<T>) => Promise<T>;

export function announcedWrites(changes: ChangeFeed): Writing {
  return async (respondentId, write) => {
    try {
      return await write();
    } finally {
      if (respondentId) changes.announce(respondentChange(respondentId));
    }
  };
}

/** What the parts of the survey service share: made once by createSurveyService. */
export interface SurveyParts {
  db: Db;
  clock: Clock;
  allowAnonymous: boolean;
  content: ContentCache;
  access: AttemptAccess;
  attemptCache: AttemptCache;
  writing: Writing;
}
