import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attemptBodySchema,
  attemptResultsResponseSchema,
  attemptsResponseSchema,
  noSurveyInProgressSchema,
  startedSurveySchema,
  submitResponseSchema,
  surveyGenerateBodySchema,
  surveyGetBodySchema,
  surveySchema,
  surveySubmitBodySchema,
  topicsResponseSchema,
  validateResponseSchema,
} from '../../../contract/api/survey';
import { loadUser, requireSurveyTaker, requireUser, sessionOf } from '../../http/auth';
import { textLanguageOf } from '../../http/request-language';
import { sendJsonText } from '../../http/json-text';
import type { SurveyService } from '../../services/survey/survey-service';
import { failures } from '../failures';

declare module 'fastify' {
  interface FastifyInstance {
    survey: SurveyService;
  }
}

/** /api/survey/* of docs/product/api.md used by respondents, and the results. */
export const surveyRoutes: FastifyPluginAsyncZod = async (app) => {
  const survey = app.survey;
  // Survey bodies are not forms: a field error names its whole path (`survey.3.id`).
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, fullErrorPaths: true };
  });
  // Answers and results are personal: no browser or proxy may keep them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const tags = ['survey'];
  const topicsOperation = ['listTopics', 'The topics of the general tool, with the caller’s attempts'] as const;
  const wlbTopicsOperation = ['listWlbTopics', 'The topics of the work-life balance tool, with the caller’s attempts'] as const;

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

  app.post(
    '/get',
    {
      schema: {
        operationId: 'getSurvey',
        summary: 'The unfinished attempt at a topic, or an attempt by id',
        tags,
        body: surveyGetBodySchema,
        response: { 200: startedSurveySchema, ...failures(400, 401, 409), 404: noSurveyInProgressSchema },
      },
      onRequest: requireSurveyTaker,
    },
    async (request) => survey.get(request.body, request.auth, textLanguageOf(request)),
  );

  app.post(
    '/generate',
    {
      schema: {
        operationId: 'generateSurvey',
        summary: 'Start a new attempt at a topic',
        tags,
        body: surveyGenerateBodySchema,
        response: { 200: surveySchema, ...failures(400, 401, 404) },
      },
      onRequest: requireSurveyTaker,
    },
    async (request) => survey.generate(request.body, request.auth, textLanguageOf(request)),
  );

  app.post(
    '/change-language',
    {
      schema: {
        operationId: 'changeSurveyLanguage',
        summary: 'An attempt’s questions in the request’s language',
        tags,
        body: attemptBodySchema,
        response: { 200: surveySchema, ...failures(400, 401, 404, 409) },
      },
      onRequest: requireSurveyTaker,
    },
    async (request) => survey.changeLanguage(request.body.survey_attempt, request.auth, textLanguageOf(request)),
  );

  app.post(
    '/attempt/validate',
    {
      schema: {
        operationId: 'validateAttempt',
        summary: 'Whether an attempt can be continued (204: no)',
        tags,
        body: attemptBodySchema,
        response: { 200: validateResponseSchema, 204: z.null() },
      },
      onRequest: requireSurveyTaker,
    },
    async (request, reply) => {
      const valid = await survey.validate(request.body.survey_attempt, request.auth);
      return valid ?? reply.status(204).send(null);
    },
  );

  app.post(
    '/submit',
    {
      bodyLimit: 512 * 1024,
      schema: {
        operationId: 'submitSurvey',
        summary: 'Save answers, and complete the attempt with `complete`',
        tags,
        body: surveySubmitBodySchema,
        response: { 200: submitResponseSchema, ...failures(400, 401, 404, 409, 413) },
      },
      onRequest: requireSurveyTaker,
    },
    async (request) => survey.submit(request.body, request.auth),
  );

  app.get(
    '/attempts',
    {
      schema: {
        operationId: 'listCompletedAttempts',
        summary: 'The own completed attempts, newest first',
        tags,
        response: { 200: attemptsResponseSchema, ...failures(401) },
      },
      onRequest: requireUser,
    },
    async (request) => survey.attempts(sessionOf(request), textLanguageOf(request)),
  );

  app.get(
    '/attempt/:id',
    {
      schema: {
        operationId: 'getAttemptResults',
        summary: 'An attempt’s results, with up to 4 earlier ones of its topic',
        tags,
        params: z.object({ id: z.string().max(200) }),
        response: { 200: attemptResultsResponseSchema, ...failures(400, 401, 404) },
      },
      onRequest: loadUser,
    },
    async (request) => survey.results(request.params.id, request.auth, textLanguageOf(request)),
  );
};
