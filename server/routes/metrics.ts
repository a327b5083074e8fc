import type { FastifyInstance } from 'fastify';
import { routeLabel } from '../http/route-label';
import { metricsAccess } from '../metrics/access';
import { createMetrics, type Metrics, type MetricsDeps } from '../metrics/metrics';
import { ApiError } from '../services/api-error';
import { errorBodySchema } from '../../contract/error-body';
import { messages } from '../../contract/messages';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
  interface FastifyContextConfig {
    /** GET /metrics: its own bearer token (METRICS_TOKEN), or none from this machine (server/metrics/access.ts). */
    metricsToken?: boolean;
  }
}

/**
 * The metrics (server/metrics/) on every answer, and GET /metrics in Prometheus' text format for whoever
 * may read it (docs/operations.md "Metrics"): refused 401 without the right token when METRICS_TOKEN is set,
 * else 404 unless asked on this machine directly, as if it were not there.
 */
export function registerMetrics(app: FastifyInstance, deps: MetricsDeps) {
  const metrics = createMetrics(deps);
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request, reply);
    metrics.requestAnswered(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
    metrics.answerCounted(request.method, route, reply.statusCode);
  });
  app.get(
    '/metrics',
    {
      config: {
        metricsToken: true,
        download: { mediaType: 'text/plain', description: 'The metrics in Prometheus’ text format (version 0.0.4)' },
      },
      schema: {
        operationId: 'getMetrics',
        summary: 'Counters, durations and gauges in Prometheus’ text format, for monitoring',
        tags: ['operations'],
        response: { 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const access = metricsAccess(request, deps.config.metricsToken);
      if (access === 'no token') {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new ApiError(401, messages.invalidCredentials);
      }
      if (access === 'not here') throw new ApiError(404, messages.notFound);
      reply.header('cache-control', 'no-store').type(metrics.contentType);
      return metrics.exposition();
    },
  );
}
