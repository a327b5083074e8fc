import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema, userMessages, userProfileSchema } from '../../../contract/api/user';
import { deleteAccountFormSchema, profileFormSchema } from '../../../contract/user-forms';
import { requireUser, sessionOf } from '../../http/auth';
import { passwordWorkSlot } from '../../http/password-work';
import { byUser, rateLimit } from '../../http/rate-limit';
import { failures } from '../failures';
import { accountBodyLimit } from './shared';

/** The user's own profile: update and delete (the e-mail cannot be changed). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rateLimits, users } = app.accounts;

  app.put(
    '/update',
    {
      bodyLimit: accountBodyLimit,
      schema: {
        operationId: 'updateProfile',
        summary: 'Update the own profile',
        tags: ['user'],
        body: profileFormSchema,
        response: { 200: userProfileSchema, ...failures(400, 401, 413) },
      },
      onRequest: requireUser,
    },
    async (request) => users.update(sessionOf(request).user.id, request.body),
  );

  app.delete(
    '/delete',
    {
      bodyLimit: accountBodyLimit,
      schema: {
        operationId: 'deleteAccount',
        summary: 'Delete the own account and its data',
        tags: ['user'],
        body: deleteAccountFormSchema,
        response: { 200: messageResponseSchema, ...failures(400, 401, 413, 429, 503) },
      },
      onRequest: requireUser,
      preHandler: [
        passwordWorkSlot,
        rateLimit({ action: 'password-check:user', subject: byUser, rule: rateLimits.passwordCheckPerUser }),
      ],
    },
    async (request) => {
      await users.deleteAccount(sessionOf(request), request.body.password);
      return { message: userMessages.deleted };
    },
  );
};
