import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  importPreviewSchema,
  otherLanguageRefusalSchema,
  translationsApiPaths,
  translationsApplyBodySchema,
  translationsPreviewBodySchema,
} from '../../../contract/api/translations';
import { translationMessages } from '../../../contract/messages';
import { auditActorOf } from '../../http/audit-actor';
import { requireStaff } from '../../http/auth';
import { ApiError } from '../../services/api-error';
import type { Translations } from '../../services/translations/translations';
import { failures } from '../failures';
import { denied, tags } from './shared';
import { answering } from './translation-answers';

/** A translator's file is JSON-escaped text: room for several MB of XLIFF. */
const bodyLimit = 16 * 1024 * 1024;

/** A translated file: preview what importing it would change, then confirm it. */
export const translationImportRoutes: FastifyPluginAsyncZod<{ translations: Translations }> = async (app, { translations }) => {
  app.post(
    translationsApiPaths.preview,
    {
      onRequest: requireStaff,
      bodyLimit,
      schema: {
        operationId: 'previewTranslationImport',
        summary: 'Check a translated file and show what importing it would change',
        tags,
        body: translationsPreviewBodySchema,
        response: { 200: importPreviewSchema, ...denied, 400: otherLanguageRefusalSchema },
      },
    },
    async (request) => answering(() => translations.preview(request.body.file, request.body.language, request.body.display)),
  );
  app.post(
    translationsApiPaths.apply,
    {
      onRequest: requireStaff,
      bodyLimit,
      schema: {
        operationId: 'applyTranslationImport',
        summary: 'Apply a previewed import of questionnaire texts in one transaction',
        tags,
        body: translationsApplyBodySchema,
        response: { 200: importPreviewSchema, ...denied, ...failures(400, 409) },
      },
    },
    async (request) =>
      answering(async () => {
        const preview = await translations.preview(request.body.file);
        if (preview.kind !== 'content') throw new ApiError(400, translationMessages.interfaceTexts);
        const { file, digest, display } = request.body;
        return translations.applyContent(file, digest, auditActorOf(request), display);
      }),
  );
};
