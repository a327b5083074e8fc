import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditEntries } from '../../db/schema';
import type { AuditActor } from './actor';
import { recordAudit } from './record';

/** How long the trail keeps an entry (docs/decisions/operations.md "How long the audit trail is kept"). */
export const auditRetentionYears = 5;

/**
 * Deletes the entries older than auditRetentionYears: the one deletion the table's trigger lets through,
 * because this transaction says so (0013_audit_trail.sql). A deletion is itself recorded, in the same
 * transaction. Answers how many went.
 */
export function deleteExpiredAuditEntries(db: Db, now: Date, by: AuditActor): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - auditRetentionYears);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('skills55.audit_retention', 'on', true)`);
    const deleted = await tx.delete(auditEntries).where(lt(auditEntries.at, cutoff)).returning({ id: auditEntries.id });
    if (deleted.length)
      await recordAudit(tx, by, 'audit.retention', { deleted: deleted.length, older_than: cutoff.toISOString() });
    return deleted.length;
  });
}
