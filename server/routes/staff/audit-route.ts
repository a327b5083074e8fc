import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditApiPaths, auditPageSchema, auditQuerySchema } from '../../../contract/api/audit';
import { requireStaff } from '../../http/auth';
import type { AuditTrail } from '../../services/audit/audit-trail';
import { failures } from '../failures';
import { denied, tags } from './shared';

/**
 * The audit trail, newest first, for the activity log page. Reading only: no operation of the API changes or
 * deletes an entry (docs/decisions/operations.md).
 */
export const auditRoute: FastifyPluginAsyncZod<{ audit: AuditTrail }> = async (app, { audit }) => {
  app.get(
    auditApiPaths.list.replace(/^\/api/, ''),
    {
      onRequest: requireStaff,
      schema: {
        operationId: 'listAuditEntries',
        summary: 'The audit trail of staff and operator actions, newest first, 50 per page',
        tags,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...denied, ...failures(400) },
      },
    },
    async (request) => audit.list(request.query),
  );
};
