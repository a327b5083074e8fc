import { and, eq, isNull } from 'drizzle-orm';
import { messages } from '../../contract/messages';
import { oneTimeTokens } from '../db/schema';
import { ApiError } from './api-error';
import type { ConsumeResult } from './tokens';

/** No second activation or reset e-mail within this time; the first one is still valid. */
export const resendPauseMs = 5 * 60 * 1000;

/** Open reset links stop working at a password change; a used one stays, to say "already used" (retention removes it). */
export const unusedResetLinks = (userId: number) =>
  and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, 'reset'), isNull(oneTimeTokens.usedAt));

/** Why a link was refused, in the words of the message keys of docs/product/messages.md. */
export function linkRefusal(result: ConsumeResult, kind: 'activation' | 'reset') {
  const status = result.status === 'ok' ? 'invalid' : result.status;
  const message = {
    activation: {
      used: messages.activationLinkUsed,
      expired: messages.activationLinkExpired,
      invalid: messages.activationLinkUnknown,
    },
    reset: { used: messages.resetLinkUsed, expired: messages.resetLinkExpired, invalid: messages.resetLinkUnknown },
  }[kind][status];
  return new ApiError(400, message);
}
