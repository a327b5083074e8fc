import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  textHistoryQuerySchema,
  textHistorySchema,
  textRevertBodySchema,
  translationsApiPaths,
} from '../../../contract/api/translations';
import { auditActorOf } from '../../http/audit-actor';
import { requireStaff } from '../../http/auth';
import type { Translations } from '../../services/translations/translations';
import { failures } from '../failures';
import { denied, tags } from './shared';
import { answering } from './translation-answers';

/** A questionnaire text's history in one language, and putting one of its changes back. */
export const textHistoryRoutes: FastifyPluginAsyncZod<{ translations: Translations }> = async (app, { translations }) => {
  app.get(
    translationsApiPaths.history,
    {
      onRequest: requireStaff,
      schema: {
        operationId: 'textHistory',
        summary: 'Every change of one questionnaire text in one language: who, when, old and new value, source',
        tags,
        querystring: textHistoryQuerySchema,
        response: { 200: textHistorySchema, ...denied, ...failures(400, 404) },
      },
    },
    async (request) => {
      const { unit, language, display } = request.query;
      return answering(() => translations.history(unit, language, display));
    },
  );
  app.post(
    translationsApiPaths.revert,
    {
      onRequest: requireStaff,
      schema: {
        operationId: 'revertTextChange',
        summary: 'Put a translation back to its value before a change of its history (recorded as a revert)',
        tags,
        body: textRevertBodySchema,
        response: { 200: textHistorySchema, ...denied, ...failures(400, 404) },
      },
    },
    async (request) => answering(() => translations.revert(request.body.change, auditActorOf(request), request.body.display)),
  );
};
