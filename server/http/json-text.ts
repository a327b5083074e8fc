import type { FastifyReply } from 'fastify';

/**
 * Sends an answer already serialised (a cached one): Fastify passes a string with a JSON content type through
 * as it is, without the route's response serializer. The route's schema still documents its shape.
 */
export function sendJsonText(reply: FastifyReply, text: string) {
  return reply.type('application/json; charset=utf-8').send(text);
}
