import type { StoredAnswer } from '../../db/schema';

/**
 * The span, in server time, that the client times of an answer must lie in (docs/research-data.md, "Times"):
 * from the attempt's creation to the submit. `from` is unknown to the submit that completes nothing, which
 * then stores the answers only when the attempt is no younger than their earliest time (earliestMoment).
 */
export interface AttemptLife {
  from?: Date;
  to: Date;
}

type TimedAnswer = Partial<Pick<StoredAnswer, 'started_at' | 'updated_at' | 'clamped'>>;

/** A client time moved to the nearer end of the life when outside it; a time that cannot be read stays as sent. */
function momentInLife(moment: string, life: AttemptLife): string {
  const at = Date.parse(moment);
  if (Number.isNaN(at)) return moment;
  if (life.from && at < life.from.getTime()) return life.from.toISOString();
  if (at > life.to.getTime()) return life.to.toISOString();
  return moment;
}

/**
 * The answer with its client times (started_at, each updated_at entry) inside the attempt's life, and
 * `clamped: true` when any of them moved; unchanged when none did. Times inside the life stay exactly as sent.
 */
export function answerInLife<T extends TimedAnswer>(answer: T, life: AttemptLife): T {
  const startedAt = answer.started_at == null ? answer.started_at : momentInLife(answer.started_at, life);
  const updatedAt = answer.updated_at?.map((moment) => momentInLife(moment, life));
  const moved = startedAt !== answer.started_at || updatedAt?.some((moment, i) => moment !== answer.updated_at![i]);
  if (!moved) return answer;
  return {
    ...answer,
    ...(startedAt !== undefined ? { started_at: startedAt } : {}),
    ...(updatedAt ? { updated_at: updatedAt } : {}),
    clamped: true,
  };
}

/**
 * The earliest readable client time of answers already inside the life's end; undefined when they hold none.
 * One before 1970 counts as 1970: no attempt is that old, and PostgreSQL cannot hold every time JavaScript can.
 */
export function earliestMoment(answers: Iterable<TimedAnswer>): Date | undefined {
  let earliest = Number.POSITIVE_INFINITY;
  for (const answer of answers) {
    for (const moment of [answer.started_at, ...(answer.updated_at ?? [])]) {
      const at = moment == null ? Number.NaN : Date.parse(moment);
      if (at < earliest) earliest = at;
    }
  }
  return Number.isFinite(earliest) ? new Date(Math.max(earliest, 0)) : undefined;
}
