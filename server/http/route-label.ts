import type { FastifyReply, FastifyRequest } from 'fastify';

/** The route of a file @fastify/static serves: one route per built file. */
export const staticFileRoute = '(static file)';
/** A page of the web app, sent by the fallback for addresses no route has (server/routes/spa.ts). */
export const pageRoute = '(page)';
/** No route and no page: answered 404 (or 503 before the web app is built). */
export const noRoute = '(no route)';

/**
 * What a request is named by in the log: its route's pattern (`/api/survey/attempt/:id`), never the address
 * as sent, which may carry an id, a token or a query. Static files and pages have a fixed name.
 */
export function routeLabel(request: FastifyRequest, reply: FastifyReply): string {
  const config = request.routeOptions.config as { file?: unknown };
  if (config.file !== undefined) return staticFileRoute;
  const url = request.routeOptions.url;
  if (url) return url;
  // Without a route only the fallback answers below 400, and only with a page.
  return reply.statusCode < 400 ? pageRoute : noRoute;
}
