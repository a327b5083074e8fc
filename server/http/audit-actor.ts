import type { FastifyRequest } from 'fastify';
import { type AuditActor, staffMemberActor } from '../services/audit/actor';
import { sessionOf } from './auth';

/** The staff member a requireStaff route acts for, with the request's id, for the audit trail. */
export const auditActorOf = (request: FastifyRequest): AuditActor => staffMemberActor(sessionOf(request).user, request.id);
