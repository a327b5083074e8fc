import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Accounts } from '../services/accounts';
import type { AuthSession } from '../services/tokens';
import { ApiError } from '../services/api-error';
import { messages } from '../../contract/messages';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
    /** ALLOW_ANONYMOUS: visitors may take a survey without signing in. */
    allowAnonymous: boolean;
  }
  interface FastifyRequest {
    /** Set by requireUser / requireStaff / loadUser; null for anonymous requests. */
    auth: AuthSession | null;
  }
}

/** Makes the account services reachable from every route plugin (`request.server.accounts`). */
export function registerAuth(app: FastifyInstance, accounts: Accounts, allowAnonymous: boolean) {
  app.decorate('accounts', accounts);
  app.decorate('allowAnonymous', allowAnonymous);
  app.decorateRequest('auth', null);
}

/** `Authorization: Token <token>` (docs/product/api.md); anything else counts as no token. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const match = /^Token\s+(\S+)\s*$/.exec(header ?? '');
  return match?.[1];
}

/**
 * Who may call an operation: anyone (a token is read when it comes along), a signed-in user, staff, or a
 * survey taker (signed in, or anonymous where ALLOW_ANONYMOUS is set). Each guard runs as the route's
 * `onRequest` hook, before the body is read, and the OpenAPI document declares the same (openapi.ts).
 */
export type Access = 'anyone' | 'user' | 'staff' | 'survey-taker';
export type Guard = ((request: FastifyRequest) => Promise<void>) & { readonly access: Access };
const guard = (access: Access, check: (request: FastifyRequest) => Promise<void>): Guard => Object.assign(check, { access });

/** The request must carry a valid session token. 401 otherwise. */
export const requireUser = guard('user', async (request) => {
  const token = tokenFromHeader(request.headers.authorization);
  if (!token) throw new ApiError(401, messages.loginRequired);
  const session = await request.server.accounts.tokens.resolve(token);
  if (!session) throw new ApiError(401, messages.sessionExpired);
  request.auth = session;
});

/** A valid session of a staff user. 401 without one, 403 for other users. */
export const requireStaff = guard('staff', async (request) => {
  await requireUser(request);
  if (!request.auth?.user.isStaff) throw new ApiError(403, messages.staffOnly);
});

/** For operations open to anonymous visitors: sets `request.auth` when a valid token comes along. */
export const loadUser = guard('anyone', async (request) => {
  const token = tokenFromHeader(request.headers.authorization);
  request.auth = token ? ((await request.server.accounts.tokens.resolve(token)) ?? null) : null;
});

/** Taking a survey: a signed-in user, or anyone where anonymous surveys are allowed (ALLOW_ANONYMOUS). */
export const requireSurveyTaker = guard('survey-taker', async (request) => {
  await loadUser(request);
  if (!request.auth && !request.server.allowAnonymous) throw new ApiError(401, messages.surveyLoginRequired);
});

/** The guard among a route's onRequest hooks, for the OpenAPI document. */
export function guardOf(onRequest: unknown): Guard | undefined {
  return [onRequest].flat().find((hook): hook is Guard => typeof hook === 'function' && 'access' in hook);
}

/** The session a requireUser/requireStaff preHandler has put on the request. */
export function sessionOf(request: FastifyRequest): AuthSession {
  if (!request.auth) throw new ApiError(401, messages.loginRequired);
  return request.auth;
}
