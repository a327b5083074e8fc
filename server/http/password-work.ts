import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../services/api-error';
import { messages } from '../../contract/messages';

/** Seconds a refused client is asked to wait: about what the queue needs to drain. */
const retryAfterSeconds = 2;

/**
 * preHandler of the routes that hash a password: takes a slot of the bounded queue (services/password-work.ts)
 * for the request's address until the answer is sent, or answers at once 429 (this address has enough in
 * the queue) or 503 (the server has) with Retry-After. Runs before the rate limits, so a refused request
 * costs no database work.
 */
export async function passwordWorkSlot(request: FastifyRequest, reply: FastifyReply) {
  const admission = request.server.accounts.passwordWork.acquire(request.ip);
  if (!admission.admitted) {
    if (admission.reason === 'address') throw new ApiError(429, messages.tooManyRequests, undefined, retryAfterSeconds);
    throw new ApiError(503, messages.busy, undefined, retryAfterSeconds);
  }
  // 'finish' when the answer is sent, 'close' also when the client went away first.
  reply.raw.once('finish', admission.release);
  reply.raw.once('close', admission.release);
}
