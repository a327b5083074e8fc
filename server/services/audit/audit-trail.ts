import type { AuditAction, AuditQuery } from '../../../contract/api/audit';
import type { AuditDetails } from '../../../contract/api/audit-details';
import type { Db } from '../../db/client';
import type { AuditActor } from './actor';
import { listAudit } from './audit-list';
import { recordAudit } from './record';

/** The audit trail for the routes: entries of actions that have no transaction of their own (exports), and the list. */
export function createAuditTrail({ db }: { db: Db }) {
  return {
    record: <A extends AuditAction>(by: AuditActor, action: A, details: AuditDetails[A]) => recordAudit(db, by, action, details),
    list: (query: AuditQuery) => listAudit(db, query),
  };
}
export type AuditTrail = ReturnType<typeof createAuditTrail>;
