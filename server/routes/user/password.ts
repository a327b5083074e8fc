import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema, tokenResponseSchema, userMessages } from '../../../contract/api/user';
import { changePasswordFormSchema, forgotPasswordFormSchema, resetPasswordFormSchema } from '../../../contract/user-forms';
import { requireUser, sessionOf } from '../../http/auth';
import { afterResponse } from '../../http/after-response';
import { messages } from '../../../contract/messages';
import { passwordWorkSlot } from '../../http/password-work';
import { byEmail, byIp, byUser, rateLimit } from '../../http/rate-limit';
import { requestLanguage } from '../../http/request-language';
import { failures } from '../failures';
import { accountBodyLimit } from './shared';

/** Forgotten password (request and reset by link) and changing it while logged in. */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rateLimits, users } = app.accounts;

  app.post(
    '/password/request',
    {
      bodyLimit: accountBodyLimit,
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'E-mail a password reset link',
        tags: ['user'],
        body: forgotPasswordFormSchema,
        response: { 200: messageResponseSchema, ...failures(400, 413, 429) },
      },
      preHandler: rateLimit(
        {
          action: 'password-request-pause:email',
          subject: byEmail,
          rule: rateLimits.passwordRequestPausePerEmail,
          message: messages.resetTooSoon,
        },
        { action: 'password-request:ip', subject: byIp, rule: rateLimits.passwordRequestPerIp },
        { action: 'password-request:email', subject: byEmail, rule: rateLimits.passwordRequestPerEmail },
      ),
    },
    async (request, reply) => {
      const { email } = request.body;
      const language = requestLanguage(request);
      // Looked up, stored and mailed after the answer, which is the same sentence whether the account exists.
      afterResponse(reply, () => users.requestReset(email, language));
      return { message: userMessages.resetRequested };
    },
  );

  app.post(
    '/password/reset',
    {
      bodyLimit: accountBodyLimit,
      schema: {
        operationId: 'resetPassword',
        summary: 'Set a new password with the e-mailed token',
        tags: ['user'],
        body: resetPasswordFormSchema,
        response: { 200: messageResponseSchema, ...failures(400, 413, 429, 503) },
      },
      preHandler: passwordWorkSlot,
    },
    async (request) => {
      await users.resetPassword(request.body);
      return { message: userMessages.passwordReset };
    },
  );

  app.put(
    '/password/change',
    {
      bodyLimit: accountBodyLimit,
      schema: {
        operationId: 'changePassword',
        summary: 'Change the password (a new session token)',
        tags: ['user'],
        body: changePasswordFormSchema,
        response: { 200: tokenResponseSchema, ...failures(400, 401, 413, 429, 503) },
      },
      onRequest: requireUser,
      preHandler: [
        passwordWorkSlot,
        rateLimit({ action: 'password-check:user', subject: byUser, rule: rateLimits.passwordCheckPerUser }),
      ],
    },
    async (request) => ({ token: await users.changePassword(sessionOf(request), request.body) }),
  );
};
