import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { noRoute, routeLabel } from './route-label';

/** Polled every few seconds by load balancers and Prometheus: their lines would drown the others. */
const probeRoutes = new Set(['/livez', '/readyz', '/metrics']);

const bodyBytes = new WeakMap<ServerResponse, () => number>();

/** Counts the bytes of the body as they are written: a streamed answer has no Content-Length. */
function countBody(res: ServerResponse) {
  let bytes = 0;
  const add = (chunk: unknown) => {
    if (typeof chunk === 'string') bytes += Buffer.byteLength(chunk);
    else if (chunk instanceof Uint8Array) bytes += chunk.byteLength;
  };
  const write = res.write as (...args: unknown[]) => boolean;
  const end = res.end as (...args: unknown[]) => ServerResponse;
  res.write = ((...args: unknown[]) => {
    add(args[0]);
    return write.apply(res, args);
  }) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    add(args[0]);
    return end.apply(res, args);
  }) as ServerResponse['end'];
  bodyBytes.set(res, () => bytes);
}

function sizeOf(reply: FastifyReply): number {
  const declared = Number(reply.getHeader('content-length'));
  return Number.isInteger(declared) && declared >= 0 ? declared : (bodyBytes.get(reply.raw)?.() ?? 0);
}

/**
 * One line per request when its answer is sent (Fastify's own two lines are off: server/server-options.ts):
 * the route's pattern, never the address as sent (no id, token or query in the log), the method, status,
 * duration and body size. The request's id is on it, as on every line logged for the request. The probes
 * are logged at debug only, unless they fail; at debug, a line when a request arrives shows those that never end.
 */
export function registerAccessLog(app: FastifyInstance) {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    countBody(reply.raw);
    request.log.debug({ route: request.routeOptions.url ?? noRoute, method: request.method }, 'request received');
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request, reply);
    const line = {
      route,
      method: request.method,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      bytes: sizeOf(reply),
    };
    if (probeRoutes.has(route) && reply.statusCode < 500) request.log.debug(line, 'request done');
    else request.log.info(line, 'request done');
  });
}
