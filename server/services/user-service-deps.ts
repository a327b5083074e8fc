import type { ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/client';
import type { AccountMail } from './account-mail';
import type { Clock } from './clock';
import type { LoginThrottle } from './login-throttle';
import type { PasswordHasher } from './passwords';
import type { TokenStore } from './tokens';

/** What the account services share (users.ts and its parts). */
export interface UserServiceDeps {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  tokens: TokenStore;
  mail: AccountMail;
  loginThrottle: LoginThrottle;
  changes: ChangeFeed;
}
