import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myDataSchema } from '../../../contract/api/my-data';
import { isLanguageCode } from '../../../contract/languages';
import type { Db } from '../../db/client';
import { requireUser, sessionOf } from '../../http/auth';
import { requestLanguage } from '../../http/request-language';
import { buildMyData } from '../../services/my-data';
import { failures } from '../failures';

/**
 * GET /api/user/me/data: the caller's profile and every attempt with answers and results, as a
 * JSON file to keep (GDPR right of access and portability). Only ever the caller's own data.
 */
export const myDataRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/me/data',
    {
      schema: {
        operationId: 'downloadMyData',
        summary: 'Download all the own data as JSON',
        tags: ['user'],
        response: { 200: myDataSchema, ...failures(401) },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const session = sessionOf(request);
      // Texts in the language the user reads the app in; without one, the language of their account.
      const account = isLanguageCode(session.user.language) ? session.user.language : 'en';
      const language = requestLanguage(request) ?? account;
      const data = await buildMyData(db, app.accounts.clock, session, language);
      const day = data.exported_at.slice(0, 10);
      reply.header('Cache-Control', 'no-store').header('Content-Disposition', `attachment; filename="my-data-${day}.json"`);
      return data;
    },
  );
};
