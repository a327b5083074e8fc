import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { testMessageSchema, testMessages } from '../../../contract/api/test';
import { errorBodySchema } from '../../../contract/error-body';
import type { Database } from '../../db/client';
import { checkDatabase } from '../../services/health';

/** The /testing page's checks: the backend answers, and the database answers a real query. */
export const testRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/connection',
    {
      schema: {
        operationId: 'testConnection',
        summary: 'Check that the server answers',
        tags: ['test'],
        response: { 200: testMessageSchema },
      },
    },
    async () => ({
      message: testMessages.connection,
    }),
  );

  app.get(
    '/sql',
    {
      schema: {
        operationId: 'testDatabase',
        summary: 'Check that the database answers a query',
        tags: ['test'],
        response: { 200: testMessageSchema, 500: errorBodySchema },
      },
    },
    async () => {
      await checkDatabase(database);
      return { message: testMessages.sql };
    },
  );
};
