import { z } from 'zod';
import { attemptResultsResponseSchema, attemptsResponseSchema } from '../../../contract/api/survey';
import { loadUser, requireUser, sessionOf } from '../../http/auth';
import { textLanguageOf } from '../../http/request-language';
import { failures } from '../failures';
import { type SurveyApp, tags } from './shared';

/** GET /attempts and /attempt/:id: the caller's history and an attempt's results. */
export function registerResultRoutes(app: SurveyApp) {
  const survey = app.survey;
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
}
