import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codebookQuerySchema } from '../../../contract/api/staff';
import { requireStaff } from '../../http/auth';
import type { Exporter } from '../../services/export/exporter';
import { failures } from '../failures';
import { tags } from './shared';

/** The codebook of the CSV export: every column of a topic's export, explained. */
export const codebookRoute: FastifyPluginAsyncZod<{ exporter: Exporter }> = async (app, { exporter }) => {
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
    async (request, reply) =>
      (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="codebook.csv"')
        .send(await exporter.codebook(request.query.topic, request.query.language)),
  );
};
