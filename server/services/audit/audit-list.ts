import { and, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { type AuditPage, type AuditQuery, auditPageSize } from '../../../contract/api/audit';
import type { Db } from '../../db/client';
import { auditEntries } from '../../db/schema';
import { startOfDayIn } from './day-bounds';

/** `%` and `_` in what staff typed are letters, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(query: AuditQuery): SQL[] {
  const zone = query.tz ?? 'UTC';
  const where: SQL[] = [];
  if (query.action) where.push(eq(auditEntries.action, query.action));
  if (query.actor) where.push(ilike(auditEntries.actor, `%${escapeLike(query.actor)}%`));
  if (query.from) where.push(gte(auditEntries.at, startOfDayIn(query.from, zone)));
  if (query.to) where.push(lt(auditEntries.at, startOfDayIn(query.to, zone, 1)));
  if (query.before) where.push(lt(auditEntries.id, query.before));
  return where;
}

/** One page of the trail, newest first, narrowed by the filters; `next` continues after its last entry. */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  const rows = await db
    .select()
    .from(auditEntries)
    .where(and(...conditions(query)))
    .orderBy(desc(auditEntries.id))
    .limit(auditPageSize + 1);
  const page = rows.slice(0, auditPageSize);
  return {
    entries: page.map((row) => ({ ...row, at: row.at.toISOString() })),
    next: rows.length > auditPageSize ? page.at(-1)!.id : null,
  };
}
