import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  codebookQuerySchema,
  exportBodySchema,
  exportCountQuerySchema,
  exportPackageBodySchema,
  questionInputSchema,
  savedQuestionSchema,
  staffIdParamsSchema,
  staffQuestionRowSchema,
  staffQuestionSchema,
  staffSubTopicSchema,
  staffTopicSchema,
  subTopicCreateBodySchema,
} from '../../../contract/api/staff';
import { requireStaff } from '../../http/auth';
import { textLanguageOf } from '../../http/request-language';
import type { ContentAdmin } from '../../services/staff/content-admin';
import type { Exporter } from '../../services/export/exporter';
import type { PackageExporter } from '../../services/export/package/research-package';
import { failures } from '../failures';

export interface StaffRoutesOptions {
  admin: ContentAdmin;
  exporter: Exporter;
  packageExporter: PackageExporter;
}

/**
 * Every staff call of docs/product/api.md, registered under /api. Each runs requireStaff as its
 * onRequest hook, before the body is even read, so anonymous callers get 401 and other users 403 whatever
 * they send; the OpenAPI document reads the same guard (openapi.ts).
 */
export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (app, { admin, exporter, packageExporter }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const tags = ['staff'];
  const denied = failures(401, 403);

  app.get(
    '/survey/topic/list',
    {
      onRequest: requireStaff,
      schema: {
        operationId: 'listTopicsForStaff',
        summary: 'Every topic of both tools',
        tags,
        response: { 200: z.array(staffTopicSchema), ...denied },
      },
    },
    async (request) => admin.topicList(textLanguageOf(request)),
  );
  app.get(
    '/survey/topic/:id/questions',
    {
      onRequest: requireStaff,
      schema: {
        operationId: 'listTopicQuestions',
        summary: 'A topic’s questions',
        tags,
        params: staffIdParamsSchema,
        response: { 200: z.array(staffQuestionRowSchema), ...denied, ...failures(400, 404) },
      },
    },
    async (request) => admin.questions(request.params.id, textLanguageOf(request)),
  );
  app.get(
    '/survey/topic/:id/subtopics',
    {
      onRequest: requireStaff,
      schema: {
        operationId: 'listTopicSubTopics',
        summary: 'A topic’s sub-topics',
        tags,
        params: staffIdParamsSchema,
        response: { 200: z.array(staffSubTopicSchema), ...denied, ...failures(400, 404) },
      },
    },
    async (request) => admin.subTopics(request.params.id, textLanguageOf(request)),
  );
  app.post(
    '/subtopic/create',
    {
      onRequest: requireStaff,
      schema: {
        operationId: 'createSubTopic',
        summary: 'Add a sub-topic to a topic',
        tags,
        body: subTopicCreateBodySchema,
        response: { 201: z.object({ id: z.number().int() }), ...denied, ...failures(400, 404) },
      },
    },
    async (request, reply) => reply.status(201).send(await admin.createSubTopic(request.body)),
  );
  app.delete(
    '/subtopic/:id/delete',
    {
      onRequest: requireStaff,
      schema: {
        operationId: 'deleteSubTopic',
        summary: 'Delete a sub-topic without questions',
        tags,
        params: staffIdParamsSchema,
        response: { 200: z.object({ id: z.number().int() }), ...denied, ...failures(400, 404) },
      },
    },
    async (request) => admin.deleteSubTopic(request.params.id),
  );
  app.get(
    '/question/:id',
    {
      onRequest: requireStaff,
      schema: {
        operationId: 'getQuestion',
        summary: 'A question in the editor’s form',
        tags,
        params: staffIdParamsSchema,
        response: { 200: staffQuestionSchema, ...denied, ...failures(400, 404) },
      },
    },
    async (request) => admin.question(request.params.id),
  );
  app.post(
    '/question/create',
    {
      onRequest: requireStaff,
      schema: {
        operationId: 'createQuestion',
        summary: 'Add a question',
        tags,
        body: questionInputSchema,
        response: { 201: savedQuestionSchema, ...denied, ...failures(400, 404) },
      },
    },
    async (request, reply) => reply.status(201).send(await admin.createQuestion(request.body)),
  );
  app.put(
    '/question/:id',
    {
      onRequest: requireStaff,
      schema: {
        operationId: 'updateQuestion',
        summary: 'Change a question',
        tags,
        params: staffIdParamsSchema,
        body: questionInputSchema,
        response: { 200: savedQuestionSchema, ...denied, ...failures(400, 404) },
      },
    },
    async (request) => admin.updateQuestion(request.params.id, request.body, request.auth?.user.id),
  );
  app.delete(
    '/question/:id',
    {
      onRequest: requireStaff,
      schema: {
        operationId: 'deleteQuestion',
        summary: 'Delete a question (past answers keep it)',
        tags,
        params: staffIdParamsSchema,
        response: { 200: z.object({ id: z.number().int() }), ...denied, ...failures(400, 404) },
      },
    },
    async (request) => admin.deleteQuestion(request.params.id),
  );

  app.get(
    '/export/count',
    {
      onRequest: requireStaff,
      schema: {
        operationId: 'countExportRows',
        summary: 'How many completed attempts an export holds',
        tags,
        querystring: exportCountQuerySchema,
        response: { 200: z.number().int(), ...denied, ...failures(400, 404) },
      },
    },
    async (request) => exporter.count(request.query),
  );
  app.post(
    '/export',
    {
      onRequest: requireStaff,
      config: { download: { mediaType: 'text/csv', description: 'export.csv: one row per completed attempt' } },
      schema: {
        operationId: 'exportCsv',
        summary: 'Export completed attempts as CSV',
        tags,
        body: exportBodySchema,
        response: failures(400, 404),
      },
    },
    async (request, reply) => {
      const { language, ...filter } = request.body;
      const pieces = exporter.csv(filter, language);
      // The header piece first, so an unknown topic still answers 404 as JSON rather than a broken file.
      const first = await pieces.next();
      async function* rest() {
        if (!first.done) yield first.value;
        yield* pieces;
      }
      // A file, not the JSON of the error schemas: the reply is the plain one.
      return (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="export.csv"')
        .send(Readable.from(rest()));
    },
  );
  app.post(
    '/export/package',
    {
      onRequest: requireStaff,
      config: {
        download: {
          mediaType: 'application/zip',
          description: 'research-package.zip: typed, labelled data for R, Python and SPSS',
        },
      },
      schema: {
        operationId: 'exportResearchPackage',
        summary: 'Export completed attempts as a research data package (ZIP)',
        tags,
        body: exportPackageBodySchema,
        response: failures(400, 404),
      },
    },
    async (request, reply) => {
      const { stream } = await packageExporter.build(request.body);
      return (reply as FastifyReply)
        .type('application/zip')
        .header('Content-Disposition', 'attachment; filename="research-package.zip"')
        .send(stream);
    },
  );
  app.get(
    '/export/codebook',
    {
      onRequest: requireStaff,
      config: { download: { mediaType: 'text/csv', description: 'codebook.csv: every column of the export, explained' } },
      schema: {
        operationId: 'exportCodebook',
        summary: 'The codebook of a topic’s export as CSV',
        tags,
        querystring: codebookQuerySchema,
        response: failures(400, 404),
      },
    },
    async (request, reply) =>
      (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="codebook.csv"')
        .send(await exporter.codebook(request.query.topic, request.query.language)),
  );
};
