import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
/** Headers a proxy adds: with one of them the request came through a proxy, whatever the socket says. */
const proxyHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The bearer token compared in constant time (both sides hashed, so their lengths tell nothing). */
function bearerMatches(authorization: string | undefined, token: string) {
  const match = /^Bearer (.+)$/i.exec(authorization ?? '');
  return match ? timingSafeEqual(digest(match[1]!), digest(token)) : false;
}

/**
 * Who may read GET /metrics (docs/operations.md "Metrics"): with METRICS_TOKEN set, whoever sends it as a
 * bearer token; without, only a request made on this machine straight to the server. The socket's address is
 * read, never the forwarded one, and a request a proxy passed on (which comes from loopback too) is refused.
 */
export function metricsAccess(request: FastifyRequest, token: string | undefined): 'allowed' | 'no token' | 'not here' {
  if (token) return bearerMatches(request.headers.authorization, token) ? 'allowed' : 'no token';
  const direct = loopback.test(request.socket.remoteAddress ?? '') && !proxyHeaders.some((name) => request.headers[name]);
  return direct ? 'allowed' : 'not here';
}
