import { createHash, randomBytes } from 'node:crypto';
import { DAY, HOUR } from './clock';

export const tokenLifetimes = {
  /** Remember me. */
  persistent: 30 * DAY,
  session: 12 * HOUR,
  activation: 48 * HOUR,
  reset: HOUR,
} as const;

/** 256 random bits, URL-safe (43 characters). Only its SHA-256 is ever stored. */
export const newSecret = () => randomBytes(32).toString('base64url');
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
export const looksLikeSecret = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);
