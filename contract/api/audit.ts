import { z } from '../zod';
import { recordIdSchema, valueKeys } from '../ids';
import { dateFilter, oneValuePerKey } from './export-filter';

/**
 * The audit trail of docs/operations.md "Audit trail": what staff and operators did, read by staff on the
 * activity log page. Nothing in the API changes or deletes an entry.
 */
export const auditApiPaths = { list: '/api/staff/audit' } as const;

/** Every action the trail records, by name; the page translates each (AUDIT.ACTION_*). */
export const auditActions = [
  'question.create',
  'question.update',
  'question.delete',
  'subtopic.create',
  'subtopic.delete',
  'translation.revert',
  'translation.import',
  'translation.undo-import',
  'export.csv',
  'export.codebook',
  'export.package',
  'staff.create',
  'backup.create',
  'backup.restore',
  'database.move',
  'audit.retention',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** Where an action came from: a staff member's request, the command line, or the server's own schedule. */
export const auditSources = ['api', 'cli', 'schedule'] as const;
export type AuditSource = (typeof auditSources)[number];

/** Who, when no staff account acted: the words stored in `actor`, which the page translates. */
export const auditSystemActors = {
  commandLine: 'command line',
  scheduled: 'scheduled',
  serverStart: 'server start',
} as const;

/** How many entries one page of the list holds. */
export const auditPageSize = 50;

/** The longest text the person filter takes (an e-mail address's limit). */
const actorMax = 254;

const invalid = { error: (issue: { input?: unknown }) => (issue.input === undefined ? undefined : valueKeys.invalid) };

/** A time zone the reader's browser names (Europe/Prague): the days of `from` and `to` are its days. */
const timeZoneSchema = z.string(invalid).max(64, valueKeys.invalid).refine(isTimeZone, valueKeys.invalid).optional();

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const auditKeys = { datesInOrder: 'VALIDATION.DATE_ORDER' } as const;

const auditFilterFields = z
  .object({
    action: z.enum(auditActions, invalid).optional(),
    /** Part of the person's e-mail (or "command line", "scheduled"), any case. */
    actor: z.string(invalid).trim().max(actorMax, valueKeys.invalid).optional(),
    from: dateFilter,
    to: dateFilter,
    tz: timeZoneSchema,
    /** The cursor: entries older than this one (the previous page's `next`). */
    before: recordIdSchema.optional(),
  })
  .superRefine((filter, ctx) => {
    if (filter.from && filter.to && filter.from > filter.to)
      ctx.addIssue({ code: 'custom', path: ['from'], message: auditKeys.datesInOrder, input: filter.from });
  });

/** The list's query string: each key once; a wrong filter answers 400 naming it, as the export's filters do. */
export const auditQuerySchema = oneValuePerKey(auditFilterFields);
export type AuditQuery = z.output<typeof auditFilterFields>;
export type AuditQueryInput = z.input<typeof auditFilterFields>;

/** The filters the page keeps in its address, checked by the same rules before they are sent. */
export const auditFilterSchema = auditFilterFields;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601, UTC. */
  at: z.string(),
  /** The staff account's e-mail as it was then, or one of auditSystemActors. */
  actor: z.string(),
  /** The staff account's id then (none for the command line and the schedule). */
  actorId: z.number().int().nullable(),
  /** The operating system's user who ran the command, where known. */
  osUser: z.string().nullable(),
  source: z.enum(auditSources),
  requestId: z.string(),
  action: z.enum(auditActions),
  /** What changed: ids, fields before and after, languages, filters, counts (AuditDetails). */
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** The `before` of the next page; null on the last. */
  next: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
