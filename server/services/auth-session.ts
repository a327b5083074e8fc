import type { UserRow } from '../db/schema';

/** A resolved session token: its user, the token's hash, and whether it was made with "Keep me logged in". */
export interface AuthSession {
  user: UserRow;
  tokenHash: string;
  persistent: boolean;
}
