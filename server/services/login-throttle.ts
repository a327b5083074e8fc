import { ApiError } from './api-error';
import { messages } from '../../contract/messages';
import type { RateLimiter, RateLimits } from './rate-limit';

/**
 * The login limits per address and e-mail, and per e-mail from all addresses (services/rate-limit.ts says
 * why). The account's password hash is part of both keys, so a password reset starts them afresh; an
 * unknown e-mail is counted the same way, with an empty hash.
 */
export function createLoginThrottle(
  limiter: RateLimiter,
  rules: Pick<RateLimits, 'tokenPerAddressEmail' | 'tokenFailuresPerEmail'>,
) {
  const account = (email: string, passwordHash: string | undefined) => `${email.trim().toLowerCase()}\n${passwordHash ?? ''}`;
  const perAddress = (address: string, email: string, passwordHash: string | undefined) =>
    `${address}\n${account(email, passwordHash)}`;
  return {
    /** Counts the attempt; 429 with Retry-After when this address or all addresses have tried too often. */
    async admit(address: string, email: string, passwordHash: string | undefined) {
      const fromHere = await limiter.hit(
        'token:address+email',
        perAddress(address, email, passwordHash),
        rules.tokenPerAddressEmail,
      );
      const everywhere = await limiter.peek('token:failures', account(email, passwordHash), rules.tokenFailuresPerEmail);
      const refused = [fromHere, everywhere].filter((decision) => !decision.allowed);
      if (refused.length) {
        throw new ApiError(429, messages.tooManyRequests, undefined, Math.max(...refused.map((d) => d.retryAfterSeconds)));
      }
    },
    async failed(email: string, passwordHash: string | undefined) {
      await limiter.hit('token:failures', account(email, passwordHash), rules.tokenFailuresPerEmail);
    },
    async succeeded(address: string, email: string, passwordHash: string) {
      await limiter.clear('token:address+email', perAddress(address, email, passwordHash));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
