import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The survey routes' Fastify instance, with zod schemas typing each route. */
export type SurveyApp = Parameters<FastifyPluginAsyncZod>[0];

/** Every survey call is listed under one tag of the OpenAPI document. */
export const tags = ['survey'];
