import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportPackageBodySchema } from '../../../contract/api/staff';
import { requireStaff } from '../../http/auth';
import type { PackageExporter } from '../../services/export/package/research-package';
import { failures } from '../failures';
import { tags } from './shared';

/** The research data package: a ZIP of typed, labelled tables. */
export const researchPackageRoute: FastifyPluginAsyncZod<{ packageExporter: PackageExporter }> = async (
  app,
  { packageExporter },
) => {
  app.post(
    '/export/package',
    {
      onRequest: requireStaff,
      config: {
        download: {
          mediaType: 'application/zip',
          description: 'research-package.zip: typed, labelled data for R, Python and SPSS',
        },
      },
      schema: {
        operationId: 'exportResearchPackage',
        summary: 'Export completed attempts as a research data package (ZIP)',
        tags,
        body: exportPackageBodySchema,
        response: failures(400, 404),
      },
    },
    async (request, reply) => {
      const { stream } = await packageExporter.build(request.body);
      return (reply as FastifyReply)
        .type('application/zip')
        .header('Content-Disposition', 'attachment; filename="research-package.zip"')
        .send(stream);
    },
  );
};
