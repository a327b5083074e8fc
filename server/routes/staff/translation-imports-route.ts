import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  translationImportsQuerySchema,
  translationImportsSchema,
  translationsApiPaths,
  undoImportAnswerSchema,
  undoImportBodySchema,
} from '../../../contract/api/translations';
import { auditActorOf } from '../../http/audit-actor';
import { requireStaff } from '../../http/auth';
import type { Translations } from '../../services/translations/translations';
import { failures } from '../failures';
import { denied, tags } from './shared';
import { answering } from './translation-answers';

/** The imports of questionnaire texts, and undoing a whole import in one step. */
export const translationImportsRoute: FastifyPluginAsyncZod<{ translations: Translations }> = async (app, { translations }) => {
  app.get(
    translationsApiPaths.imports,
    {
      onRequest: requireStaff,
      schema: {
        operationId: 'translationImports',
        summary: 'The imports of questionnaire texts, newest first, with whether each can be undone',
        tags,
        querystring: translationImportsQuerySchema,
        response: { 200: translationImportsSchema, ...denied, ...failures(400) },
      },
    },
    async (request) => translations.imports(request.query.language),
  );
  app.post(
    translationsApiPaths.undoImport,
    {
      onRequest: requireStaff,
      schema: {
        operationId: 'undoTranslationImport',
        summary: 'Undo a whole import: its texts go back, except those changed again since (recorded as put back)',
        tags,
        body: undoImportBodySchema,
        response: { 200: undoImportAnswerSchema, ...denied, ...failures(400, 404, 409) },
      },
    },
    async (request) => answering(() => translations.undoImport(request.body.import, auditActorOf(request), request.body.display)),
  );
};
