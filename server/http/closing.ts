import type { FastifyInstance } from 'fastify';
import { ApiError } from '../services/api-error';
import { messages } from '../../contract/messages';

/**
 * Shutdown: once `app.close()` begins, a request still arriving on an open connection is answered
 * 503 with the usual body (Fastify's own 503 has another body, so `return503OnClosing` is off), and
 * `onClosing` turns away work that has not started yet. What is in flight is answered.
 */
export function registerClosing(app: FastifyInstance, onClosing: () => void) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    onClosing();
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new ApiError(503, messages.busy, undefined, 5);
  });
}
