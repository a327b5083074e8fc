import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import { registerAuth } from './http/auth';
import { registerErrorHandling } from './http/errors';
import { registerSpa } from './routes/spa';
import { testRoutes } from './routes/test';
import { userRoutes } from './routes/user';
import { type AccountsOptions, createAccounts } from './services/accounts';

export interface AppDeps {
  config: ServerConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Clock, hashing cost and rate limits of the account services (tests change them). */
  accounts?: AccountsOptions;
}

/** Builds the Fastify app without listening, so tests drive it with `inject` or a real port. */
export async function buildApp({ config, database, logger, accounts: accountsOptions }: AppDeps) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // A number is the count of proxies in front whose X-Forwarded-For entries are believed.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix's scroll lock injects a <style> element; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Skills 55+ self-assessment API', version: '1.0.0' },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(testRoutes, { prefix: '/api/test', database });
  const accounts = createAccounts({ config, database, log: app.log, ...accountsOptions });
  registerAuth(app, accounts);
  await app.register(userRoutes, { prefix: '/api/user' });
  await registerSpa(app, { distDir: config.distDir, localesDir: config.localesDir });

  app.addHook('onClose', async () => {
    await accounts.close();
    await database.close();
  });
  return app;
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
