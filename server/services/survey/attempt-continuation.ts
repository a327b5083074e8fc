import { eq } from 'drizzle-orm';
import type { Survey } from '../../../contract/api/survey';
import type { LanguageCode } from '../../../contract/languages';
import { surveyMessages as m } from '../../../contract/messages';
import { surveyAttempts } from '../../db/schema';
import { ApiError } from '../api-error';
import type { Caller } from './attempt-access';
import { surveyOf } from './respondent-survey';
import type { SurveyParts } from './survey-parts';

const iso = (date: Date) => date.toISOString();

/** Continuing an attempt: in another language, or after checking that it still can be. */
export function createAttemptContinuation({ db, allowAnonymous, content, access }: SurveyParts) {
  const { findAttempt, requireCallerAllowed } = access;
  return {
    /** POST /change-language: the same attempt with its texts in `language` (which it remembers). */
    async changeLanguage(attemptId: string, caller: Caller, language: LanguageCode): Promise<Survey> {
      requireCallerAllowed(caller);
      const attempt = await findAttempt(db, attemptId, caller);
      if (attempt.completedAt) throw new ApiError(409, m.alreadyCompleted);
      if (attempt.language !== language) {
        await db.update(surveyAttempts).set({ language }).where(eq(surveyAttempts.id, attempt.id));
      }
      return surveyOf(content, attempt, caller, language);
    },

    /** POST /attempt/validate: the attempt's version when it can be continued by the caller, else null (204). */
    async validate(attemptId: string, caller: Caller): Promise<{ valid: true; updated_at: string } | null> {
      if (!caller && !allowAnonymous) return null;
      try {
        const attempt = await findAttempt(db, attemptId, caller);
        return attempt.completedAt ? null : { valid: true, updated_at: iso(attempt.updatedAt) };
      } catch (error) {
        if (error instanceof ApiError) return null;
        throw error;
      }
    },
  };
}
