import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditTrail } from '../../services/audit/audit-trail';
import type { Exporter } from '../../services/export/exporter';
import type { Insights } from '../../services/insights/insights';
import type { PackageExporter } from '../../services/export/package/research-package';
import type { ContentAdmin } from '../../services/staff/content-admin';
import { contentListRoutes } from './content-list-routes';
import { auditRoute } from './audit-route';
import { codebookRoute } from './codebook-route';
import { csvExportRoutes } from './csv-export-routes';
import { insightsRoutes } from './insights-route';
import { questionRoutes } from './question-routes';
import { researchPackageRoute } from './research-package-route';
import { subTopicRoutes } from './sub-topic-routes';

export interface StaffRoutesOptions {
  admin: ContentAdmin;
  exporter: Exporter;
  packageExporter: PackageExporter;
  audit: AuditTrail;
  insights: Insights;
}

/**
 * Every staff call of docs/product/api.md, registered under /api. Each runs requireStaff as its
 * onRequest hook, before the body is even read, so anonymous callers get 401 and other users 403 whatever
 * they send; the OpenAPI document reads the same guard (openapi.ts).
 */
export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (
  app,
  { admin, exporter, packageExporter, audit, insights },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  await app.register(contentListRoutes, { admin });
  await app.register(subTopicRoutes, { admin });
  await app.register(questionRoutes, { admin });
  await app.register(csvExportRoutes, { exporter, audit });
  await app.register(researchPackageRoute, { packageExporter, audit });
  await app.register(codebookRoute, { exporter, audit });
  await app.register(auditRoute, { audit });
  await app.register(insightsRoutes, { insights });
};
