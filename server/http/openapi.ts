import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../contract/error-body';
import type { ServerConfig } from '../config';
import { type Access, guardOf } from './auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The operation answers a file to download rather than JSON: its media type, for the OpenAPI document. */
    download?: { mediaType: string; description: string };
  }
}

const tokenScheme = 'token';
const metricsScheme = 'metricsToken';
const signedIn = [{ [tokenScheme]: [] }];
/** A token is read when it comes along, and the operation works without one too. */
const tokenOptional = [{}, ...signedIn];

const tags = [
  { name: 'user', description: 'Accounts: registration, activation, login, the profile, passwords, the own data.' },
  { name: 'survey', description: 'Taking a questionnaire and reading its results.' },
  { name: 'staff', description: 'For staff only: the questions of each topic, and the export for research.' },
  {
    name: 'insights',
    description:
      'For staff only: what the survey tells, per view, computed by the database; figures under k respondents are null.',
  },
  { name: 'config', description: 'Settings the web app reads at start.' },
  { name: 'test', description: 'Whether the server and its database answer.' },
  {
    name: 'operations',
    description: 'For load balancers and monitoring: liveness, readiness, and the metrics in Prometheus’ format.',
  },
];

function securityOf(access: Access | undefined, allowAnonymous: boolean, metricsToken: boolean) {
  // Without METRICS_TOKEN only a request on the server's own machine is answered, with no token.
  if (metricsToken) return [{}, { [metricsScheme]: [] }];
  if (access === 'user' || access === 'staff') return signedIn;
  if (access === 'survey-taker') return allowAnonymous ? tokenOptional : signedIn;
  if (access === 'anyone') return tokenOptional;
  return [];
}

/**
 * The failures every operation may answer besides its own: 401 without a valid token, 403 for a signed-in
 * non-staff, and 400 for a request that cannot be read (a broken address or header) where nothing else is.
 */
function commonFailures(access: Access | undefined, allowAnonymous: boolean, own: Record<string, unknown>) {
  const needsToken = access === 'user' || access === 'staff' || (access === 'survey-taker' && !allowAnonymous);
  const failures = {
    ...(needsToken ? { 401: errorBodySchema } : {}),
    ...(access === 'staff' ? { 403: errorBodySchema } : {}),
  };
  const anyClientError = [...Object.keys(own), ...Object.keys(failures)].some((status) => status.startsWith('4'));
  return anyClientError ? failures : { ...failures, 400: errorBodySchema };
}

const descriptions: Record<string, string> = {
  200: 'Done',
  201: 'Created',
  204: 'Done, nothing to answer (the attempt cannot be continued, for validate)',
  400: 'The request could not be read, or a field is missing or wrong (`errors` names it)',
  401: 'No valid session token: log in',
  403: 'For staff only',
  404: 'No such thing',
  409: 'In conflict with what is stored (completed, or saved more recently elsewhere)',
  413: 'The request is too large',
  429: 'Too many attempts: wait for the Retry-After seconds',
  500: 'The server failed (the database did not answer)',
  503: 'The server is busy: try again after the Retry-After seconds',
};

/** Each answer with a description, and a download's 200 as its file type instead of JSON. */
function describedAnswers(response: Record<string, object>, download: { mediaType: string; description: string } | undefined) {
  const described = Object.fromEntries(
    Object.entries(response).map(([status, schema]) => [status, { description: descriptions[status] ?? 'Answer', ...schema }]),
  );
  if (!download) return described;
  return {
    200: { description: download.description, content: { [download.mediaType]: { schema: { type: 'string' } } } },
    ...described,
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
      openapi: '3.1.0',
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
          [metricsScheme]: {
            type: 'http',
            scheme: 'bearer',
            description: 'GET /metrics only: the METRICS_TOKEN setting of the server (docs/operations.md "Metrics").',
          },
        },
      },
    },
    transform: (document) => {
      const access = guardOf(document.route.onRequest)?.access;
      const schema = (document.schema ?? {}) as FastifySchema & { response?: Record<string, unknown> };
      const own = schema.response ?? {};
      const transformed = jsonSchemaTransform({
        ...document,
        schema: {
          ...schema,
          security: securityOf(access, config.allowAnonymous, document.route.config?.metricsToken === true),
          response: { ...own, ...commonFailures(access, config.allowAnonymous, own) },
        } as FastifySchema,
      });
      const response = (transformed.schema as { response?: Record<string, object> }).response ?? {};
      const described = describedAnswers(response, document.route.config?.download);
      return { ...transformed, schema: { ...transformed.schema, response: described } as FastifySchema };
    },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
