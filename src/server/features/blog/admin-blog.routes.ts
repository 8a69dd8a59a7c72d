/**
 * The admin's blog actions: publish the editorial library,
 * publish one new post, add backlinks, delete a post (delete-post.ts). Admins only; each action is
 * audited in the transaction that makes it.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZGenerateDailyPostResponseSchema,
  ZGenerateInitialPostsResponseSchema,
  ZUpdateBacklinksResponseSchema,
} from '#shared/schemas/blog.ts';
import { createIdSchema } from '#shared/schemas/id.ts';
import { getActor, requireRole } from '#server/plugins/auth.ts';
import { addBacklinks } from './backlinks.ts';
import { generateDailyPost } from './daily-post.ts';
import { deleteBlogPost } from './delete-post.ts';
import { publishInitialPosts } from './initial-posts.ts';

const ZPostIdParamsSchema = z.object({ id: createIdSchema('Blog post id') });

/** Who the audit entries of the writers name. */
const toAudit = (request: FastifyRequest) => {
  const { viewer, ipAddress } = getActor(request);
  return { userId: viewer.id, ipAddress };
};

export const adminBlogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, secrets } = app.ctx;

  app.addHook('onRequest', requireRole('admin'));

  app.post(
    '/generate-initial',
    { schema: { summary: 'Write the initial blog posts', response: { 200: ZGenerateInitialPostsResponseSchema } } },
    async (request) => publishInitialPosts({ db, config, secrets, log: request.log }, { now: new Date(), audit: toAudit(request) }),
  );

  app.post(
    '/generate-daily',
    { schema: { summary: "Write today's blog post now", response: { 200: ZGenerateDailyPostResponseSchema } } },
    async (request) =>
      generateDailyPost(
        { db, config, secrets, log: request.log },
        { now: new Date(), audit: { action: 'blog.daily_post_generated', ...toAudit(request) } },
      ),
  );

  app.post(
    '/update-backlinks',
    { schema: { summary: 'Update the links between blog posts', response: { 200: ZUpdateBacklinksResponseSchema } } },
    async (request) => addBacklinks(db, { appUrl: config.appUrl, audit: toAudit(request) }),
  );

  app.delete('/posts/:id', { schema: { summary: 'Delete a blog post', params: ZPostIdParamsSchema } }, async (request, reply) => {
    await deleteBlogPost(app.ctx, getActor(request), { postId: request.params.id });
    return reply.code(204).send();
  });
};
