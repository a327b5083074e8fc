import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../contract/error-body';
import type { ServerConfig } from '../config';
import { type Access, guardOf } from './auth';

const tokenScheme = 'token';
const signedIn = [{ [tokenScheme]: [] }];
/** A token is read when it comes along, and the operation works without one too. */
const tokenOptional = [{}, ...signedIn];

const tags = [
  { name: 'user', description: 'Accounts: registration, activation, login, the profile, passwords, the own data.' },
  { name: 'survey', description: 'Taking a questionnaire and reading its results.' },
  { name: 'staff', description: 'For staff only: the questions of each topic, and the export for research.' },
  { name: 'config', description: 'Settings the web app reads at start.' },
  { name: 'test', description: 'Whether the server and its database answer.' },
];

function securityOf(access: Access | undefined, allowAnonymous: boolean) {
  if (access === 'user' || access === 'staff') return signedIn;
  if (access === 'survey-taker') return allowAnonymous ? tokenOptional : signedIn;
  if (access === 'anyone') return tokenOptional;
  return [];
}

/** The answers who-may-call adds to an operation: 401 without a valid token, 403 for a signed-in non-staff. */
function deniedAnswers(access: Access | undefined, allowAnonymous: boolean) {
  const needsToken = access === 'user' || access === 'staff' || (access === 'survey-taker' && !allowAnonymous);
  return {
    ...(needsToken ? { 401: errorBodySchema } : {}),
    ...(access === 'staff' ? { 403: errorBodySchema } : {}),
  };
}

/**
 * The OpenAPI document at /api/openapi.json, generated from the routes: their zod schemas, their summary
 * and operationId, and their guard (auth.ts), from which each operation's `security` and its 401 and 403
 * answers come. What enforces access is what documents it.
 */
export async function registerOpenApi(app: FastifyInstance, config: ServerConfig, version: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Skills 55+ self-assessment API',
        version,
        description:
          'The API of the self-assessment survey for workers aged 55 and over. Failures answer with `{ en, cz, errors? }`: ' +
          '`en` is a message key (BACKEND-RESPONSES.<en> in the translations), `errors` names each field that failed.',
        license: { name: 'Proprietary', url: `${config.publicUrl}/gdpr` },
      },
      servers: [{ url: config.publicUrl, description: 'This server' }],
      tags,
      components: {
        securitySchemes: {
          [tokenScheme]: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'The word `Token`, a space, and the token from POST /api/user/token: `Authorization: Token 3f9c…`.',
          },
        },
      },
    },
    transform: (document) => {
      const access = guardOf(document.route.onRequest)?.access;
      const schema = (document.schema ?? {}) as FastifySchema & { response?: Record<number, unknown> };
      return jsonSchemaTransform({
        ...document,
        schema: {
          ...schema,
          security: securityOf(access, config.allowAnonymous),
          response: { ...schema.response, ...deniedAnswers(access, config.allowAnonymous) },
        } as FastifySchema,
      });
    },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
