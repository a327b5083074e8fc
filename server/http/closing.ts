import type { FastifyInstance } from 'fastify';
import { ApiError } from '../services/api-error';
import { messages } from '../../contract/messages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers while the server shuts down (the health probes: /readyz says why it is not ready). */
    answersWhileClosing?: boolean;
  }
}

/**
 * Shutdown: once `app.close()` begins, a request still arriving on an open connection is answered
 * 503 with the usual body (Fastify's own 503 has another body, so `return503OnClosing` is off), and
 * `onClosing` turns away work that has not started yet. What is in flight is answered. Answers whether the
 * server is closing, for the readiness probe.
 */
export function registerClosing(app: FastifyInstance, onClosing: () => void): () => boolean {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    onClosing();
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    if (request.routeOptions.config.answersWhileClosing) return;
    throw new ApiError(503, messages.busy, undefined, 5);
  });
  return () => closing;
}
