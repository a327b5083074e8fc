import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema, userMessages } from '../../../contract/api/user';
import { activationFormSchema, registerFormSchema } from '../../../contract/user-forms';
import { passwordWorkSlot } from '../../http/password-work';
import { byEmail, byIp, rateLimit } from '../../http/rate-limit';
import { requestLanguage } from '../../http/request-language';
import { failures } from '../failures';
import { accountBodyLimit } from './shared';

/** Registration and activation by the e-mailed link. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rateLimits, users } = app.accounts;

  app.post(
    '/register',
    {
      bodyLimit: accountBodyLimit,
      schema: {
        operationId: 'register',
        summary: 'Register an account and e-mail its activation link',
        tags: ['user'],
        body: registerFormSchema,
        response: { 201: messageResponseSchema, ...failures(400, 409, 413, 429, 503) },
      },
      preHandler: [
        passwordWorkSlot,
        rateLimit(
          { action: 'register:ip', subject: byIp, rule: rateLimits.registerPerIp },
          { action: 'register:email', subject: byEmail, rule: rateLimits.registerPerEmail },
        ),
      ],
    },
    async (request, reply) => {
      await users.register(request.body, requestLanguage(request) ?? 'en');
      return reply.status(201).send({ message: userMessages.registered });
    },
  );

  app.post(
    '/register/validate',
    {
      bodyLimit: accountBodyLimit,
      schema: {
        operationId: 'activateAccount',
        summary: 'Activate an account with the e-mailed token',
        tags: ['user'],
        body: activationFormSchema,
        response: { 200: messageResponseSchema, ...failures(400, 413) },
      },
    },
    async (request) => {
      await users.activate(request.body.token);
      return { message: userMessages.activated };
    },
  );
};
