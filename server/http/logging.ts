import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeError } from '../log/safe-error';

/** Query parameters whose values never reach the log: link tokens, and anything naming a person. */
const secretParam = /token|e-?mail|password|pwd|name/i;

/** `/login?reset-token=abc&x=1` -> `/login?reset-token=[redacted]&x=1`. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const redacted = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // an undecodable name is logged as sent
      }
      return eq >= 0 && secretParam.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${redacted}`;
}

/**
 * The structured log: no personal data, password hashes, tokens or links in it. A request is
 * logged by method, route and redacted URL (no address, no headers: the authorization header carries the
 * session token); an error by its kind and codes only (server/log/safe-error.ts).
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: redactUrl(request.url) }),
      res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
      err: (error: unknown) => safeError(error),
    },
  };
}
