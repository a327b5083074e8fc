import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { noRoute, routeLabel } from './route-label';

/** Polled every few seconds by load balancers and Prometheus: their lines would drown the others. */
const probeRoutes = new Set(['/livez', '/readyz', '/metrics']);

const bodyBytes = new WeakMap<ServerResponse, () => number>();

/** Counts the bytes of a streamed body as they are written: such an answer has no Content-Length. */
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

const isStream = (payload: unknown) =>
  typeof payload === 'object' && payload !== null && typeof (payload as { pipe?: unknown }).pipe === 'function';

/**
 * A route's last onSend step: only a streamed answer without a length is counted (wrapping every answer's
 * write measurably raised the server's memory under load, server/memory.test.ts).
 */
function countStreamedBody(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (err: null, payload: unknown) => void,
) {
  if (isStream(payload) && !reply.hasHeader('content-length')) countBody(reply.raw);
  done(null, payload);
}

function sizeOf(reply: FastifyReply): number {
  const declared = Number(reply.getHeader('content-length'));
  return Number.isInteger(declared) && declared >= 0 ? declared : (bodyBytes.get(reply.raw)?.() ?? 0);
}

function logAnswer(request: FastifyRequest, reply: FastifyReply, done: () => void) {
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
  done();
}

/**
 * One line per request when its answer is sent (Fastify's own two lines are off: server/server-options.ts):
 * the route's pattern, never the address as sent (no id, token or query in the log), the method, status,
 * duration and body size. The request's id is on it, as on every line logged for the request. The probes
 * are logged at debug only, unless they fail; at debug, a line when a request arrives shows those that never end.
 * Registered after the compression, whose own onSend step turns answers into streams.
 */
export function registerAccessLog(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.onSend = [...[route.onSend ?? []].flat(), countStreamedBody];
  });
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.log.level === 'debug' || request.log.level === 'trace')
      request.log.debug({ route: request.routeOptions.url ?? noRoute, method: request.method }, 'request received');
    done();
  });
  app.addHook('onResponse', logAnswer);
}
