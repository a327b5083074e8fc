import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Liveness, livenessSchema, notReadySchema, type Readiness, readySchema } from '../../contract/api/health';
import type { Database } from '../db/client';
import { notReadyReason } from '../services/readiness';

/**
 * GET /livez and GET /readyz, for load balancers, systemd and Prometheus (docs/operations.md "Health and
 * readiness"): no token, no rate limit, never cached, and answered during the shutdown too.
 */
export function registerHealth(app: FastifyInstance, database: Database, isClosing: () => boolean) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/livez',
    {
      config: { answersWhileClosing: true },
      schema: {
        operationId: 'getLiveness',
        summary: 'Whether the server process answers (it does not ask the database)',
        tags: ['operations'],
        response: { 200: livenessSchema },
      },
    },
    async (_request, reply): Promise<Liveness> => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    },
  );
  routes.get(
    '/readyz',
    {
      config: { answersWhileClosing: true },
      schema: {
        operationId: 'getReadiness',
        summary: 'Whether the server can take requests: its database answers and is migrated, it is not shutting down',
        tags: ['operations'],
        response: { 200: readySchema, 503: notReadySchema },
      },
    },
    async (_request, reply): Promise<Readiness> => {
      reply.header('cache-control', 'no-store');
      const reason = await notReadyReason(database, isClosing());
      if (!reason) return { status: 'ready' };
      reply.status(503).header('retry-after', '5');
      return { status: 'not ready', reason };
    },
  );
}
