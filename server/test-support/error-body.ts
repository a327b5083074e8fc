import { expect } from 'vitest';
import { wireMessage } from '../i18n/wire-message';

/**
 * A failure body as the server sends it: the message with its Czech words (from locales/cs, unless the test
 * names them), the field errors, and the failed request's id.
 */
export const errorBody = (body: { en: string } & Record<string, unknown>) => ({
  ...wireMessage(body),
  ...body,
  requestId: expect.any(String),
});
