/**
 * A developer's learning suggestions: free courses for the skills their target role asks for and
 * their resume does not show (suggest-courses.ts). Developers only; an admin previewing the
 * developer dashboard passes, as every role check lets admins through, and reads their own (empty) list.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLearningSuggestionsQuerySchema, ZLearningSuggestionsSchema } from '#shared/schemas/learning.ts';
import { getActor, requireRole } from '#server/plugins/auth.ts';
import { suggestCourses } from './suggest-courses.ts';

export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Before input validation: without a session the answer is 401, whatever the query.
  app.addHook('onRequest', requireRole('developer'));

  app.get(
    '/learning/suggestions',
    {
      schema: {
        summary: "Free courses for the skills the developer's target role asks for and their resume does not show, each with why",
        querystring: ZLearningSuggestionsQuerySchema,
        response: { 200: ZLearningSuggestionsSchema },
      },
    },
    async (request) => suggestCourses(ctx, getActor(request), request.query),
  );
};
