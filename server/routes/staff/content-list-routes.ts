import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffIdParamsSchema, staffQuestionRowSchema, staffSubTopicSchema, staffTopicSchema } from '../../../contract/api/staff';
import { requireStaff } from '../../http/auth';
import { textLanguageOf } from '../../http/request-language';
import type { ContentAdmin } from '../../services/staff/content-admin';
import { failures } from '../failures';
import { denied, tags } from './shared';

/** The lists staff browse: every topic, and a topic's questions and sub-topics. */
export const contentListRoutes: FastifyPluginAsyncZod<{ admin: ContentAdmin }> = async (app, { admin }) => {
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
};
