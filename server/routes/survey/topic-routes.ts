import type { FastifyReply } from 'fastify';
import { topicsResponseSchema } from '../../../contract/api/survey';
import { loadUser } from '../../http/auth';
import { sendJsonText } from '../../http/json-text';
import { textLanguageOf } from '../../http/request-language';
import { type SurveyApp, tags } from './shared';

const topicsOperation = ['listTopics', 'The topics of the general tool, with the caller’s attempts'] as const;
const wlbTopicsOperation = ['listWlbTopics', 'The topics of the work-life balance tool, with the caller’s attempts'] as const;

/** GET /topics and /topics/wlb: each tool's topics with the caller's attempts. */
export function registerTopicRoutes(app: SurveyApp) {
  const survey = app.survey;
  for (const [path, tool] of [
    ['/topics', 'general'],
    ['/topics/wlb', 'wlb'],
  ] as const) {
    const [operationId, summary] = tool === 'wlb' ? wlbTopicsOperation : topicsOperation;
    app.get(
      path,
      { schema: { operationId, summary, tags, response: { 200: topicsResponseSchema } }, onRequest: loadUser },
      async (request, reply) =>
        sendJsonText(reply as FastifyReply, await survey.topics(tool, request.auth, textLanguageOf(request))),
    );
  }
}
