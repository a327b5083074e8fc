import { asc, desc, eq, gt, and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type AttemptProfile, surveyAttempts, users } from '../../../db/schema';
import { type AttemptSelection, exportBatchSize, whereOf } from '../attempt-batches';

export interface RespondentProfile extends AttemptProfile {
  respondent: string;
}

/**
 * Each respondent of the selection once, with the profile of their latest selected attempt (as stored at
 * completion, else the current one), in batches by respondent id. Anonymous attempts have no respondent.
 */
export async function* respondentBatches(db: Db, selection: AttemptSelection): AsyncGenerator<RespondentProfile[]> {
  let after: string | null = null;
  for (;;) {
    const where: SQL = and(
      whereOf(selection),
      sql`${surveyAttempts.respondentId} IS NOT NULL`,
      after ? gt(surveyAttempts.respondentId, after) : undefined,
    )!;
    const rows = await db
      .selectDistinctOn([surveyAttempts.respondentId], {
        respondent: sql<string>`${surveyAttempts.respondentId}::text`,
        stored: surveyAttempts.profile,
        country: users.country,
        residence: users.residence,
        education: users.education,
        gender: users.gender,
        age: users.age,
        employment: users.employment,
        unemployedMonths: users.unemployedMonths,
        jobFields: users.jobFields,
      })
      .from(surveyAttempts)
      .leftJoin(users, eq(users.respondentId, surveyAttempts.respondentId))
      .where(where)
      .orderBy(asc(surveyAttempts.respondentId), desc(surveyAttempts.completedAt), desc(surveyAttempts.id))
      .limit(exportBatchSize);
    if (rows.length === 0) return;
    yield rows.map(
      (r): RespondentProfile =>
        r.stored
          ? { respondent: r.respondent, ...r.stored }
          : {
              respondent: r.respondent,
              country: r.country,
              residence: r.residence,
              education: r.education,
              gender: r.gender,
              age: r.age,
              employment: r.employment,
              unemployed_months: r.unemployedMonths,
              job_fields: r.jobFields,
            },
    );
    after = rows.at(-1)!.respondent;
    if (rows.length < exportBatchSize) return;
  }
}
