import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokenResponseSchema, userInfoSchema, userProfileSchema } from '../../../contract/api/user';
import { loginFormSchema } from '../../../contract/user-forms';
import { requireUser, sessionOf } from '../../http/auth';
import { passwordWorkSlot } from '../../http/password-work';
import { byIp, rateLimit } from '../../http/rate-limit';
import { toProfile, toUserInfo } from '../../services/users';
import { requestLanguage } from '../../http/request-language';
import { failures } from '../failures';
import { accountBodyLimit } from './shared';

/** Logging in and reading the current user. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rateLimits, tokens, users } = app.accounts;

  app.post(
    '/token',
    {
      bodyLimit: accountBodyLimit,
      schema: {
        operationId: 'logIn',
        summary: 'Log in: a session token for an e-mail and password',
        tags: ['user'],
        body: loginFormSchema,
        response: { 200: tokenResponseSchema, ...failures(400, 403, 413, 429, 503) },
      },
      // The limits per address and e-mail need the account, so the login service checks them (login-throttle.ts).
      preHandler: [passwordWorkSlot, rateLimit({ action: 'token:ip', subject: byIp, rule: rateLimits.tokenPerIp })],
    },
    async (request) => ({ token: await users.login(request.body, requestLanguage(request), request.ip) }),
  );

  // Not in the documented table: logging out also ends the token on the server (ASVS session termination).
  app.post(
    '/logout',
    {
      schema: {
        operationId: 'logOut',
        summary: 'Log out: end the session token on the server',
        tags: ['user'],
        response: { 204: z.null(), ...failures(401) },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      await tokens.revoke(sessionOf(request).tokenHash);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me',
    {
      schema: {
        operationId: 'getCurrentUser',
        summary: 'The signed-in user',
        tags: ['user'],
        response: { 200: userInfoSchema, ...failures(401) },
      },
      onRequest: requireUser,
    },
    async (request) => toUserInfo(sessionOf(request).user),
  );

  app.get(
    '/me/full',
    {
      schema: {
        operationId: 'getProfile',
        summary: 'The signed-in user’s full profile',
        tags: ['user'],
        response: { 200: userProfileSchema, ...failures(401) },
      },
      onRequest: requireUser,
    },
    async (request) => toProfile(sessionOf(request).user),
  );
};
