import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportBodySchema, exportCountQuerySchema } from '../../../contract/api/staff';
import { auditActorOf } from '../../http/audit-actor';
import { requireStaff } from '../../http/auth';
import type { AuditTrail } from '../../services/audit/audit-trail';
import type { Exporter } from '../../services/export/exporter';
import { failures } from '../failures';
import { denied, tags } from './shared';

/** The header piece is read first, so an unknown topic still answers 404 as JSON rather than a broken file. */
async function startedStream(pieces: AsyncGenerator<string>): Promise<Readable> {
  const first = await pieces.next();
  async function* rest() {
    if (!first.done) yield first.value;
    yield* pieces;
  }
  return Readable.from(rest());
}

/** The CSV export of one topic: how many rows it holds, and the file. */
export const csvExportRoutes: FastifyPluginAsyncZod<{ exporter: Exporter; audit: AuditTrail }> = async (
  app,
  { exporter, audit },
) => {
  app.get(
    '/export/count',
    {
      onRequest: requireStaff,
      schema: {
        operationId: 'countExportRows',
        summary: 'How many completed attempts an export holds',
        tags,
        querystring: exportCountQuerySchema,
        response: { 200: z.number().int(), ...denied, ...failures(400, 404) },
      },
    },
    async (request) => exporter.count(request.query),
  );
  app.post(
    '/export',
    {
      onRequest: requireStaff,
      config: { download: { mediaType: 'text/csv', description: 'export.csv: one row per completed attempt' } },
      schema: {
        operationId: 'exportCsv',
        summary: 'Export completed attempts as CSV',
        tags,
        body: exportBodySchema,
        response: failures(400, 404),
      },
    },
    async (request, reply) => {
      const { language, ...filter } = request.body;
      const file = await startedStream(exporter.csv(filter, language));
      // Once the topic is known, before any row leaves: the export holds this many rows.
      await audit.record(auditActorOf(request), 'export.csv', { ...filter, language, rows: await exporter.count(filter) });
      // A file, not the JSON of the error schemas: the reply is the plain one.
      return (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="export.csv"')
        .send(file);
    },
  );
};
