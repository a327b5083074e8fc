import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  insightsApiPaths,
  insightsQuerySchema,
  participationQuerySchema,
  participationViewSchema,
  questionsViewSchema,
  resultsViewSchema,
} from '../../../contract/api/insights';
import { requireStaff } from '../../http/auth';
import type { Insights } from '../../services/insights/insights';
import { failures } from '../failures';
import { denied } from './shared';

const tags = ['insights'];
const path = (full: string) => full.replace(/^\/api/, '');

/**
 * Staff insights (docs/insights.md), one call per view, for the page and for scripts alike. A null figure rests
 * on fewer than k respondents.
 */
export const insightsRoutes: FastifyPluginAsyncZod<{ insights: Insights }> = async (app, { insights }) => {
  const answers = { ...denied, ...failures(400, 404) };
  app.get(
    path(insightsApiPaths.participation),
    {
      onRequest: requireStaff,
      schema: {
        operationId: 'getParticipationInsights',
        summary: 'Registrations, started, completed and unfinished attempts over time, by country and age band',
        tags,
        querystring: participationQuerySchema,
        response: { 200: participationViewSchema, ...answers },
      },
    },
    async (request) => insights.participation(request.query),
  );
  app.get(
    path(insightsApiPaths.results),
    {
      onRequest: requireStaff,
      schema: {
        operationId: 'getResultsInsights',
        summary: 'Per sub-topic: respondents by level, mean score and its spread, first attempt against latest',
        tags,
        querystring: insightsQuerySchema,
        response: { 200: resultsViewSchema, ...answers },
      },
    },
    async (request) => insights.results(request.query),
  );
  app.get(
    path(insightsApiPaths.questions),
    {
      onRequest: requireStaff,
      schema: {
        operationId: 'getQuestionInsights',
        summary: "Per question: choices, skips, time, difficulty, item-rest correlation; per sub-topic Cronbach's alpha",
        tags,
        querystring: insightsQuerySchema,
        response: { 200: questionsViewSchema, ...answers },
      },
    },
    async (request) => insights.questions(request.query),
  );
};
