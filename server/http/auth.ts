import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Accounts } from '../services/accounts';
import type { AuthSession } from '../services/tokens';
import { ApiError } from './errors';
import { messages } from './messages';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
  }
  interface FastifyRequest {
    /** Set by requireUser / requireStaff / loadUser; null for anonymous requests. */
    auth: AuthSession | null;
  }
}

/** Makes the account services reachable from every route plugin (`request.server.accounts`). */
export function registerAuth(app: FastifyInstance, accounts: Accounts) {
  app.decorate('accounts', accounts);
  app.decorateRequest('auth', null);
}

/** `Authorization: Token <token>` (spec section 7); anything else counts as no token. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const match = /^Token\s+(\S+)\s*$/.exec(header ?? '');
  return match?.[1];
}

/** preHandler: the request must carry a valid session token. 401 otherwise. */
export async function requireUser(request: FastifyRequest) {
  const token = tokenFromHeader(request.headers.authorization);
  if (!token) throw new ApiError(401, messages.loginRequired);
  const session = await request.server.accounts.tokens.resolve(token);
  if (!session) throw new ApiError(401, messages.sessionExpired);
  request.auth = session;
}

/** preHandler: a valid session of a staff user. 401 without one, 403 for other users. */
export async function requireStaff(request: FastifyRequest) {
  await requireUser(request);
  if (!request.auth?.user.isStaff) throw new ApiError(403, messages.staffOnly);
}

/** preHandler for routes open to anonymous visitors: sets `request.auth` when a valid token comes along. */
export async function loadUser(request: FastifyRequest) {
  const token = tokenFromHeader(request.headers.authorization);
  request.auth = token ? ((await request.server.accounts.tokens.resolve(token)) ?? null) : null;
}

/** The session a requireUser/requireStaff preHandler has put on the request. */
export function sessionOf(request: FastifyRequest): AuthSession {
  if (!request.auth) throw new ApiError(401, messages.loginRequired);
  return request.auth;
}
