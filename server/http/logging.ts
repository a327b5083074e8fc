import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeError } from '../log/safe-error';
import { noRoute } from './route-label';

/**
 * The structured log: no personal data, password hashes, tokens or links in it. A request is logged once, by
 * its route's pattern (server/http/access-log.ts): never its address as sent, its query, its client's address
 * or its headers (the authorization header carries the session token); an error by its kind and codes only
 * (server/log/safe-error.ts). Each line of a request carries its id as `reqId`.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    // For the few lines of Fastify's own that name a request: its method and route, as the access log does.
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, route: request.routeOptions?.url ?? noRoute }),
      res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
      err: (error: unknown) => safeError(error),
    },
  };
}
