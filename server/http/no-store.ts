import type { FastifyInstance } from 'fastify';

/**
 * API answers are personal or change with every call: `Cache-Control: no-store` on every answer
 * under /api/, unless a route has chosen its own caching for something public.
 */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
