import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { questionInputSchema, savedQuestionSchema, staffIdParamsSchema, staffQuestionSchema } from '../../../contract/api/staff';
import { auditActorOf } from '../../http/audit-actor';
import { requireStaff } from '../../http/auth';
import type { ContentAdmin } from '../../services/staff/content-admin';
import { failures } from '../failures';
import { denied, tags } from './shared';

/** The question editor: read a question into its form, add, change and delete questions. */
export const questionRoutes: FastifyPluginAsyncZod<{ admin: ContentAdmin }> = async (app, { admin }) => {
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
    async (request, reply) => reply.status(201).send(await admin.createQuestion(request.body, auditActorOf(request))),
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
    async (request) => admin.updateQuestion(request.params.id, request.body, auditActorOf(request)),
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
    async (request) => admin.deleteQuestion(request.params.id, auditActorOf(request)),
  );
};
