/** The public blog read API (spec part 1 §7, part 2 §7). No session needed. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBlogPostsQuerySchema, ZBlogPostSummarySchema } from '#shared/schemas/blog.ts';
import { listPublishedPosts } from './blog.queries.ts';

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/posts',
    { schema: { querystring: ZBlogPostsQuerySchema, response: { 200: z.array(ZBlogPostSummarySchema) } } },
    async (request) => listPublishedPosts(db, request.query),
  );
};
