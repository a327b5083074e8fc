import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { type AuditSource, auditSystemActors } from '../../../contract/api/audit';

/**
 * Who an audit entry names: a staff member's request (their account's id and e-mail as they are now), or the
 * command line, the schedule or the server's start, each with an id of its own in place of a request's.
 */
export interface AuditActor {
  source: AuditSource;
  requestId: string;
  actorId: number | null;
  actor: string;
  osUser: string | null;
}

/** The operating system's user running this process; null where the system cannot say (no passwd entry). */
function osUser(): string | null {
  try {
    return os.userInfo().username || null;
  } catch {
    return null;
  }
}

const system = (source: AuditSource, actor: string, withUser: boolean): AuditActor => ({
  source,
  requestId: randomUUID(),
  actorId: null,
  actor,
  osUser: withUser ? osUser() : null,
});

/** One run of `npm run cli -- …`, or a command the server answers for it on its control socket. */
export const commandLineActor = () => system('cli', auditSystemActors.commandLine, true);

/** The server's own timers: the scheduled backup and the daily retention job. */
export const scheduledActor = () => system('schedule', auditSystemActors.scheduled, false);

/** The server's start, which makes the staff account of STAFF_EMAIL: the operator's setting, so source cli. */
export const serverStartActor = () => system('cli', auditSystemActors.serverStart, true);

/** A signed-in staff member's request. */
export const staffMemberActor = (user: { id: number; email: string }, requestId: string): AuditActor => ({
  source: 'api',
  requestId,
  actorId: user.id,
  actor: user.email,
  osUser: null,
});
