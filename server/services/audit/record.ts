import { sql } from 'drizzle-orm';
import type { AuditAction } from '../../../contract/api/audit';
import type { AuditDetails } from '../../../contract/api/audit-details';
import type { Executor } from '../../backup/catalog';
import type { AuditActor } from './actor';

/**
 * Appends one entry to the audit trail. Given the transaction of the change it records, a change that fails
 * leaves no entry and a change never lacks one.
 */
export async function recordAudit<A extends AuditAction>(x: Executor, by: AuditActor, action: A, details: AuditDetails[A]) {
  await x.execute(sql`
    INSERT INTO audit_entries (actor_id, actor, os_user, source, request_id, action, details)
    VALUES (${by.actorId}, ${by.actor}, ${by.osUser}, ${by.source}, ${by.requestId}, ${action}, ${JSON.stringify(details)}::jsonb)`);
}
