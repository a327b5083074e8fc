import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateRule } from '../services/rate-limit';
import { ApiError } from '../services/api-error';
import { messages, type ServerMessage } from '../../contract/messages';

export interface RateCheck {
  action: string;
  /** The IP, the lower-cased e-mail or the user id the attempts are counted for. */
  subject: (request: FastifyRequest) => string | undefined;
  rule: RateRule;
  /** What to answer when this check refuses; the general "too many attempts" otherwise. */
  message?: ServerMessage;
}

/**
 * preHandler: counts the attempt under every check and answers 429 with Retry-After when one is over its
 * limit. Runs after body validation, so malformed requests are refused without counting.
 */
export function rateLimit(...checks: RateCheck[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const limiter = request.server.accounts.rateLimiter;
    let retryAfter = 0;
    let message: ServerMessage | undefined;
    for (const check of checks) {
      const subject = check.subject(request);
      if (subject === undefined) continue;
      const decision = await limiter.hit(check.action, subject, check.rule);
      if (decision.allowed) continue;
      retryAfter = Math.max(retryAfter, decision.retryAfterSeconds);
      message ??= check.message;
    }
    if (retryAfter) throw new ApiError(429, message ?? messages.tooManyRequests, undefined, retryAfter);
  };
}

export const byIp = (request: FastifyRequest) => request.ip;
export const byEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
};
export const byUser = (request: FastifyRequest) => (request.auth ? String(request.auth.user.id) : undefined);
