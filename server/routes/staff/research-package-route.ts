import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportPackageBodySchema } from '../../../contract/api/staff';
import { auditActorOf } from '../../http/audit-actor';
import { requireStaff } from '../../http/auth';
import type { AuditTrail } from '../../services/audit/audit-trail';
import { packageDetails } from '../../services/export/package/package-audit';
import type { PackageExporter } from '../../services/export/package/research-package';
import { failures } from '../failures';
import { tags } from './shared';

/** The research data package: a ZIP of typed, labelled tables. */
export const researchPackageRoute: FastifyPluginAsyncZod<{ packageExporter: PackageExporter; audit: AuditTrail }> = async (
  app,
  { packageExporter, audit },
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
      const { stream, attempts } = await packageExporter.build(request.body);
      await audit.record(auditActorOf(request), 'export.package', packageDetails(request.body, attempts));
      return (reply as FastifyReply)
        .type('application/zip')
        .header('Content-Disposition', 'attachment; filename="research-package.zip"')
        .send(stream);
    },
  );
};
