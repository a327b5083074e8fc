import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codebookQuerySchema } from '../../../contract/api/staff';
import { auditActorOf } from '../../http/audit-actor';
import { requireStaff } from '../../http/auth';
import type { AuditTrail } from '../../services/audit/audit-trail';
import type { Exporter } from '../../services/export/exporter';
import { failures } from '../failures';
import { tags } from './shared';

/** The codebook of the CSV export: every column of a topic's export, explained. */
export const codebookRoute: FastifyPluginAsyncZod<{ exporter: Exporter; audit: AuditTrail }> = async (
  app,
  { exporter, audit },
) => {
  app.get(
    '/export/codebook',
    {
      onRequest: requireStaff,
      config: { download: { mediaType: 'text/csv', description: 'codebook.csv: every column of the export, explained' } },
      schema: {
        operationId: 'exportCodebook',
        summary: 'The codebook of a topic’s export as CSV',
        tags,
        querystring: codebookQuerySchema,
        response: failures(400, 404),
      },
    },
    async (request, reply) => {
      const { topic, language } = request.query;
      const codebook = await exporter.codebook(topic, language);
      await audit.record(auditActorOf(request), 'export.codebook', { topic, language });
      return (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="codebook.csv"')
        .send(codebook);
    },
  );
};
