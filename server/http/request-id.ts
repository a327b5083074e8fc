import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const requestIdHeader = 'x-request-id';

/** What a proxy's id may look like to be taken: no spaces, quotes or control characters, at most 128 characters. */
const saneId = /^[A-Za-z0-9._:@-]{1,128}$/;

/** A new id, unique across processes and restarts. */
export const freshRequestId = (): string => randomUUID();

/**
 * Fastify's genReqId: the trusted proxy's X-Request-Id when it looks sane (so its log and ours share the id),
 * otherwise a new UUID. Without TRUST_PROXY a client's header is ignored: anyone could send one.
 */
export function requestIdOf(trustProxy: boolean | number) {
  return (raw: IncomingMessage): string => {
    const incoming = trustProxy ? raw.headers[requestIdHeader] : undefined;
    return typeof incoming === 'string' && saneId.test(incoming) ? incoming : freshRequestId();
  };
}

/**
 * Every answer carries its request's id in X-Request-Id, from the first hook on, so an answer a later hook
 * refuses has it too; error bodies carry it as `requestId` (server/http/errors.ts).
 */
export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(requestIdHeader, request.id);
    done();
  });
}
