import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerConfig } from './config';
import { productVersion } from './paths';
import type { Database } from './db/client';
import { registerAuth } from './http/auth';
import { registerClosing } from './http/closing';
import { registerCompression } from './http/compression';
import { registerErrorHandling } from './http/errors';
import { registerAccessLog } from './http/access-log';
import { registerRequestId } from './http/request-id';
import { registerHealth } from './routes/health';
import { registerMetrics } from './routes/metrics';
import { registerLocalesGuard } from './http/locales-guard';
import { registerNoStore } from './http/no-store';
import { registerNulGuard } from './http/nul-guard';
import { registerOpenApi } from './http/openapi';
import { registerSecurityHeaders } from './http/security-headers';
import { registerLocales } from './routes/locales';
import { registerSpa } from './routes/spa';
import { testRoutes } from './routes/test';
import { staffRoutes } from './routes/staff';
import { createInsights } from './services/insights/insights';
import { translationRoutes } from './routes/staff/translations';
import { surveyRoutes } from './routes/survey';
import { myDataRoutes } from './routes/user/my-data';
import { userRoutes } from './routes/user';
import { type PublicConfig, publicConfigSchema } from '../contract/api/survey';
import { type AccountsOptions, createAccounts } from './services/accounts';
import { createAuditTrail } from './services/audit/audit-trail';
import { createExporter } from './services/export/exporter';
import { createPackageExporter } from './services/export/package/research-package';
import { createContentAdmin } from './services/staff/content-admin';
import { createTranslations } from './services/translations/translations';
import { createSurveyService } from './services/survey/survey-service';
import { type LogSetting, serverOptions } from './server-options';

export interface AppDeps {
  config: ServerConfig;
  database: Database;
  /** false: no log (tests); a stream: the structured log goes there (tests read it); default stdout. */
  logger?: LogSetting;
  /** Clock, hashing cost and rate limits of the account services (tests change them). */
  accounts?: AccountsOptions;
}

/** Builds the Fastify app without listening, so tests drive it with `inject` or a real port. */
export async function buildApp({ config, database, logger, accounts: accountsOptions }: AppDeps) {
  const app = Fastify(serverOptions(config, logger)).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // First: every answer, those a later hook refuses included, carries its id.
  registerRequestId(app);
  registerLocalesGuard(app);
  registerNulGuard(app);
  registerNoStore(app);
  await registerCompression(app);
  registerAccessLog(app);

  registerSecurityHeaders(app, config);

  await registerOpenApi(app, config, productVersion());

  await app.register(testRoutes, { prefix: '/api/test', database });
  const accounts = createAccounts({ config, database, log: app.log, ...accountsOptions });
  registerAuth(app, accounts, config.allowAnonymous);
  const isClosing = registerClosing(app, () => accounts.stop());
  registerHealth(app, database, isClosing);
  registerMetrics(app, { config, database, accounts });
  await app.register(userRoutes, { prefix: '/api/user' });
  app.decorate(
    'survey',
    createSurveyService({
      db: database.db,
      clock: accounts.clock,
      allowAnonymous: config.allowAnonymous,
      changes: database.changes,
    }),
  );
  await app.register(surveyRoutes, { prefix: '/api/survey' });
  await app.register(myDataRoutes, { prefix: '/api/user', db: database.db });
  await app.register(staffRoutes, {
    prefix: '/api',
    admin: createContentAdmin({ db: database.db, clock: accounts.clock }),
    exporter: createExporter({ db: database.db }),
    packageExporter: createPackageExporter({ db: database.db }),
    audit: createAuditTrail({ db: database.db }),
    insights: createInsights({ db: database.db }),
  });
  await app.register(translationRoutes, { translations: createTranslations({ db: database.db, localesDir: config.localesDir }) });
  app.get(
    '/api/config',
    {
      schema: {
        operationId: 'getConfig',
        summary: 'Settings the web app reads at start',
        tags: ['config'],
        response: { 200: publicConfigSchema },
      },
    },
    async (): Promise<PublicConfig> => ({ allow_anonymous: config.allowAnonymous }),
  );
  await registerLocales(app, { localesDir: config.localesDir });
  await registerSpa(app, { distDir: config.distDir });

  app.addHook('onClose', async () => {
    await accounts.close();
    await database.close();
  });
  return app;
}
