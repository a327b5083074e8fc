import { and, asc, eq, gte, inArray, isNotNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { ExportFilter } from '../../../contract/api/staff';
import type { Db } from '../../db/client';
import { type AttemptProfile, type SurveyAttemptRow, surveyAttempts, users } from '../../db/schema';

/** Rows read per statement: memory stays flat in the number of exported rows. */
export const exportBatchSize = 500;

/** What an export selects: the filters of docs/product/api.md, over one topic or several (a whole tool). */
export interface AttemptSelection extends Omit<ExportFilter, 'topic'> {
  topicIds: number[];
  /** Attempts completed after this are left out, so every file of one package holds the same rows. */
  asOf?: Date;
  /**
   * Read in an order drawn from this secret instead of by completion: the sharing variant's rows must not
   * line up with another export's (the same filters would give the same order, and so re-link the ids).
   */
  shuffleSalt?: string;
}

export const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

/** The country the export uses: the one stored at completion, else (attempts from before 0006) the current one. */
export const effectiveCountry = sql<string | null>`coalesce(${surveyAttempts.profile}->>'country', ${users.country})`;

/** Completed attempts of the topics, by country (as it was at completion) and completion date. */
export function whereOf(selection: AttemptSelection): SQL {
  const conditions: SQL[] = [inArray(surveyAttempts.topicId, selection.topicIds), isNotNull(surveyAttempts.completedAt)];
  if (selection.country) conditions.push(sql`${effectiveCountry} = ${selection.country}`);
  if (selection.time_from) conditions.push(gte(surveyAttempts.completedAt, new Date(`${selection.time_from}T00:00:00Z`)));
  if (selection.time_to) conditions.push(lt(surveyAttempts.completedAt, dayAfter(selection.time_to)));
  if (selection.asOf) conditions.push(lte(surveyAttempts.completedAt, selection.asOf));
  return and(...conditions)!;
}

export interface ExportedAttempt {
  attempt: SurveyAttemptRow;
  /** The profile stored at completion, or the current one when `profileAtCompletion` is false. */
  profile: AttemptProfile;
  profileAtCompletion: boolean;
}

const currentProfile = (row: {
  country: string | null;
  residence: string | null;
  education: string | null;
  gender: string | null;
  age: number | null;
  employment: boolean | null;
  unemployedMonths: number | null;
  jobFields: string[] | null;
}): AttemptProfile => ({
  country: row.country,
  residence: row.residence,
  education: row.education,
  gender: row.gender,
  age: row.age,
  employment: row.employment,
  unemployed_months: row.unemployedMonths,
  job_fields: row.jobFields,
});

/** The selected attempts in batches read by (completed_at, id), each with the profile the export uses. */
export async function* attemptBatches(db: Db, selection: AttemptSelection): AsyncGenerator<ExportedAttempt[]> {
  // The key the attempts are read in: completion time, or a keyed hash of the id (a secret order).
  const orderKey = selection.shuffleSalt
    ? sql`md5(${surveyAttempts.id} || ${selection.shuffleSalt})`
    : sql`${surveyAttempts.completedAt}`;
  let after: { key: string; id: string } | null = null;
  for (;;) {
    const where: SQL = after
      ? and(
          whereOf(selection),
          sql`(${orderKey}, ${surveyAttempts.id}) > (${after.key}${selection.shuffleSalt ? sql`` : sql`::timestamptz`}, ${after.id})`,
        )!
      : whereOf(selection);
    const rows = await db
      .select({
        a: surveyAttempts,
        keyText: sql<string>`(${orderKey})::text`,
        country: users.country,
        residence: users.residence,
        age: users.age,
        gender: users.gender,
        education: users.education,
        employment: users.employment,
        unemployedMonths: users.unemployedMonths,
        jobFields: users.jobFields,
      })
      .from(surveyAttempts)
      .leftJoin(users, eq(users.respondentId, surveyAttempts.respondentId))
      .where(where)
      .orderBy(asc(orderKey), asc(surveyAttempts.id))
      .limit(exportBatchSize);
    if (rows.length === 0) return;
    yield rows.map((row) => ({
      attempt: row.a,
      profile: row.a.profile ?? currentProfile(row),
      profileAtCompletion: row.a.profile !== null,
    }));
    const last = rows.at(-1)!;
    after = { key: last.keyText, id: last.a.id };
    if (rows.length < exportBatchSize) return;
  }
}
