import {
  noSurveyInProgressSchema,
  startedSurveySchema,
  surveyGenerateBodySchema,
  surveyGetBodySchema,
  surveySchema,
} from '../../../contract/api/survey';
import { requireSurveyTaker } from '../../http/auth';
import { textLanguageOf } from '../../http/request-language';
import { failures } from '../failures';
import { type SurveyApp, tags } from './shared';

/** POST /get and /generate: opening the unfinished attempt, one by id, or a new one. */
export function registerStartRoutes(app: SurveyApp) {
  const survey = app.survey;
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
}
