import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import { rowsOf } from '../../db/migrate';
import { answerFacts, answerFactsPending, type StoredAnswer } from '../../db/schema';
import { keyedQuestionsById } from '../survey/keyed-questions';
import type { KeyedQuestion } from '../survey/question-keys';
import { answerFactsOf } from './answer-facts';

/**
 * Attempts per transaction: memory stays flat however many completed since the last view, and on the embedded
 * database, which answers one transaction at a time, a respondent waits behind one batch at most (about 0.2 s).
 */
const attemptsPerBatch = 100;
/** Fact rows per INSERT statement (a statement's parameters are limited). */
const rowsPerInsert = 500;
/** A catch-up of this many attempts or more refreshes the facts' planner statistics. */
const analyseAfter = 1000;

interface PendingAttempt {
  id: string;
  question_ids: number[];
  answers: Record<string, StoredAnswer>;
}

/**
 * Writes the facts of every completed attempt still pending (docs/insights.md "Where the figures come from"),
 * in batches, each batch in one transaction that also takes its attempts off the pending list. Returns how many attempts it wrote.
 * Calls in one process run one after another: two views opened at once do not write the same attempt twice.
 */
export function createFactsFiller(db: Db) {
  let running: Promise<number> = Promise.resolve(0);
  const questions = new Map<number, KeyedQuestion>();

  async function questionsFor(tx: Executor, attempts: PendingAttempt[]) {
    const missing = [...new Set(attempts.flatMap((a) => a.question_ids))].filter((id) => !questions.has(id));
    for (const question of await keyedQuestionsById(tx, missing, 'none')) questions.set(question.id, question);
  }

  /**
   * One batch in one transaction: its pending attempts locked (another process sharing the PostgreSQL server
   * takes the next ones instead), their facts written and the attempts taken off the list.
   */
  function fillBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      const pending = rowsOf<PendingAttempt>(
        await tx.execute(sql`
          SELECT a.id, a.question_ids, a.answers FROM answer_facts_pending p
          JOIN survey_attempts a ON a.id = p.attempt_id
          ORDER BY p.attempt_id LIMIT ${attemptsPerBatch}
          FOR UPDATE OF p SKIP LOCKED`),
      );
      if (pending.length === 0) return 0;
      await questionsFor(tx, pending);
      const facts = pending.flatMap((a) => answerFactsOf({ ...a, questionIds: a.question_ids }, questions));
      for (let i = 0; i < facts.length; i += rowsPerInsert) {
        await tx
          .insert(answerFacts)
          .values(facts.slice(i, i + rowsPerInsert))
          .onConflictDoNothing();
      }
      await tx.delete(answerFactsPending).where(
        inArray(
          answerFactsPending.attemptId,
          pending.map((a) => a.id),
        ),
      );
      return pending.length;
    });
  }

  async function fillAll(): Promise<number> {
    // The content may have changed since the last run: a question's keys are read afresh each run.
    questions.clear();
    let written = 0;
    for (let n = await fillBatch(); n > 0; n = await fillBatch()) written += n;
    // The embedded database has no autovacuum to notice a large catch-up: without fresh statistics the planner
    // takes the facts for a handful of rows and joins them row by row.
    if (written >= analyseAfter) await db.execute(sql`ANALYZE answer_facts`);
    return written;
  }

  return {
    fill(): Promise<number> {
      running = running.catch(() => 0).then(fillAll);
      return running;
    },
  };
}
export type FactsFiller = ReturnType<typeof createFactsFiller>;
