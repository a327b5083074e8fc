import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema, userMessages, userProfileSchema } from '../../../contract/api/user';
import {
  deleteAccountFormSchema,
  profileFormSchema,
  type StaffProfileForm,
  staffProfileFormSchema,
} from '../../../contract/user-forms';
import { ApiError } from '../../services/api-error';
import { summaryOf } from '../../http/errors';
import { fieldErrorsOfIssues } from '../../http/field-errors';
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
        description: 'A respondent gives every field. A staff account needs only its name; its other details may be left out.',
        tags: ['user'],
        body: staffProfileFormSchema,
        response: { 200: userProfileSchema, ...failures(400, 401, 413) },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const { user } = sessionOf(request);
      return users.update(user.id, user.isStaff ? request.body : asRespondentProfile(request.body, request.url));
    },
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

/** A respondent's profile needs every detail (the staff shape the route takes leaves them optional). */
function asRespondentProfile(body: StaffProfileForm, route: string) {
  const result = profileFormSchema.safeParse(body);
  if (result.success) return result.data;
  const errors = fieldErrorsOfIssues(result.error.issues);
  throw new ApiError(400, summaryOf(errors, route), errors);
}
