import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateRule } from '../services/rate-limit';
import { ApiError } from './errors';
import { messages } from './messages';

export interface RateCheck {
  action: string;
  /** The IP, the lower-cased e-mail or the user id the attempts are counted for. */
  subject: (request: FastifyRequest) => string | undefined;
  rule: RateRule;
}

/**
 * preHandler: counts the attempt under every check and answers 429 with Retry-After when one is over its
 * limit. Runs after body validation, so malformed requests are refused without counting.
 */
export function rateLimit(...checks: RateCheck[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const limiter = request.server.accounts.rateLimiter;
    let retryAfter = 0;
    for (const check of checks) {
      const subject = check.subject(request);
      if (subject === undefined) continue;
      const decision = await limiter.hit(check.action, subject, check.rule);
      if (!decision.allowed) retryAfter = Math.max(retryAfter, decision.retryAfterSeconds);
    }
    if (retryAfter) {
      reply.header('retry-after', String(retryAfter));
      throw new ApiError(429, messages.tooManyRequests);
    }
  };
}

export const byIp = (request: FastifyRequest) => request.ip;
export const byEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
};
export const byUser = (request: FastifyRequest) => (request.auth ? String(request.auth.user.id) : undefined);
