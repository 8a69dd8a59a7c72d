/**
 * The admin's blog actions: publish the editorial library,
 * publish one new post, add backlinks, delete a post. Admins only; each action is audited in the
 * transaction that makes it.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZGenerateDailyPostResponseSchema,
  ZGenerateInitialPostsResponseSchema,
  ZUpdateBacklinksResponseSchema,
} from '#shared/schemas/blog.ts';
import { AppError } from '#server/lib/app-error.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { createIdSchema } from '#shared/schemas/id.ts';
import { getSessionUser, requireRole } from '#server/plugins/auth.ts';
import { deletePost } from './admin-blog.queries.ts';
import { addBacklinks } from './backlinks.ts';
import { BLOG_POST_NOT_FOUND } from './blog.queries.ts';
import { generateDailyPost } from './daily-post.ts';
import { publishInitialPosts } from './initial-posts.ts';

const ZPostIdParamsSchema = z.object({ id: createIdSchema('Blog post id') });

const getActor = (request: FastifyRequest) => ({ userId: getSessionUser(request).id, ipAddress: request.ip });

export const adminBlogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, secrets } = app.ctx;

  app.addHook('onRequest', requireRole('admin'));

  app.post(
    '/generate-initial',
    { schema: { summary: 'Write the initial blog posts', response: { 200: ZGenerateInitialPostsResponseSchema } } },
    async (request) => publishInitialPosts({ db, config, secrets, log: request.log }, { now: new Date(), audit: getActor(request) }),
  );

  app.post(
    '/generate-daily',
    { schema: { summary: "Write today's blog post now", response: { 200: ZGenerateDailyPostResponseSchema } } },
    async (request) =>
      generateDailyPost(
        { db, config, secrets, log: request.log },
        { now: new Date(), audit: { action: 'blog.daily_post_generated', ...getActor(request) } },
      ),
  );

  app.post(
    '/update-backlinks',
    { schema: { summary: 'Update the links between blog posts', response: { 200: ZUpdateBacklinksResponseSchema } } },
    async (request) => addBacklinks(db, { appUrl: config.appUrl, audit: getActor(request) }),
  );

  app.delete('/posts/:id', { schema: { summary: 'Delete a blog post', params: ZPostIdParamsSchema } }, async (request, reply) => {
    const postId = request.params.id;
    await db.transaction(async (tx) => {
      const deleted = await deletePost(tx, { postId });
      if (!deleted) throw new AppError('NOT_FOUND', BLOG_POST_NOT_FOUND);
      await writeAuditLog(tx, {
        action: 'blog.post_deleted',
        resourceType: 'blog_post',
        resourceId: postId,
        ...getActor(request),
        details: deleted,
      });
    });
    return reply.code(204).send();
  });
};
