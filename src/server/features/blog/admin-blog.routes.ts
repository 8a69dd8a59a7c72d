/**
 * The admin's blog actions: publish the editorial library,
 * publish one new post, add backlinks, delete a post (delete-post.ts), and write posts by hand:
 * list and read any post, create, save, schedule, publish and unpublish (save-post.ts), upload, replace
 * and remove its featured image (change-featured-image.ts). Admins only;
 * each action is audited in the transaction that makes it.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BLOG_IMAGE_ALT_FIELD,
  BLOG_IMAGE_FIELD,
  BLOG_IMAGE_MAX_BYTES,
  ZAdminBlogPostListSchema,
  ZAdminBlogPostSchema,
  ZGenerateDailyPostResponseSchema,
  ZGenerateInitialPostsResponseSchema,
  ZSaveBlogPostRequestSchema,
  ZUpdateBacklinksResponseSchema,
} from '#shared/schemas/blog.ts';
import { formatMegabytes } from '#shared/file-size.ts';
import { createIdSchema } from '#shared/schemas/id.ts';
import { readSingleUpload } from '#server/lib/multipart-upload.ts';
import type { TZodApp } from '#server/lib/route-params.ts';
import { fileUploadDocs } from '#server/plugins/api-docs.ts';
import { getActor, requireRole } from '#server/plugins/auth.ts';
import { listAdminPosts } from './admin-blog.queries.ts';
import { addBacklinks } from './backlinks.ts';
import { deleteFeaturedImage, FEATURED_IMAGE_MESSAGES, uploadFeaturedImage } from './change-featured-image.ts';
import { generateDailyPost } from './daily-post.ts';
import { deleteBlogPost } from './delete-post.ts';
import { publishInitialPosts } from './initial-posts.ts';
import { readAdminPost } from './read-admin-post.ts';
import { createBlogPost, unpublishBlogPost, updateBlogPost } from './save-post.ts';

const ZPostIdParamsSchema = z.object({ id: createIdSchema('Blog post id') });
/** Management shows up to 100 posts. */
const ADMIN_LIST_LIMIT = 100;

/** Who the audit entries of the writers name. */
const toAudit = (request: FastifyRequest) => {
  const { viewer, ipAddress } = getActor(request);
  return { userId: viewer.id, ipAddress };
};

/** The AI writer: the first posts, today's post and the links between posts. */
function registerGenerationRoutes(app: TZodApp) {
  const { db, config, secrets } = app.ctx;

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
}

/** Posts written and managed by hand: list, read, write, save, unpublish and delete. */
function registerPostRoutes(app: TZodApp) {
  const { db } = app.ctx;

  app.delete('/posts/:id', { schema: { summary: 'Delete a blog post', params: ZPostIdParamsSchema } }, async (request, reply) => {
    await deleteBlogPost(app.ctx, getActor(request), { postId: request.params.id });
    return reply.code(204).send();
  });

  app.get(
    '/posts',
    { schema: { summary: 'Every blog post, drafts and scheduled ones first', response: { 200: ZAdminBlogPostListSchema } } },
    async () => listAdminPosts(db, { limit: ADMIN_LIST_LIMIT }),
  );

  app.get(
    '/posts/:id',
    {
      schema: {
        summary: 'A blog post in any status, with its markdown',
        params: ZPostIdParamsSchema,
        response: { 200: ZAdminBlogPostSchema },
      },
    },
    async (request) => readAdminPost(app.ctx, { postId: request.params.id }),
  );

  app.post(
    '/posts',
    { schema: { summary: 'Write a blog post', body: ZSaveBlogPostRequestSchema, response: { 201: ZAdminBlogPostSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createBlogPost(app.ctx, getActor(request), { post: request.body, now: new Date() })),
  );

  app.put(
    '/posts/:id',
    {
      schema: {
        summary: 'Save a blog post: draft, scheduled or published',
        params: ZPostIdParamsSchema,
        body: ZSaveBlogPostRequestSchema,
        response: { 200: ZAdminBlogPostSchema },
      },
    },
    async (request) => updateBlogPost(app.ctx, getActor(request), { postId: request.params.id, post: request.body, now: new Date() }),
  );

  app.post(
    '/posts/:id/unpublish',
    {
      schema: {
        summary: 'Take a blog post off the blog (it becomes a draft)',
        params: ZPostIdParamsSchema,
        response: { 200: ZAdminBlogPostSchema },
      },
    },
    async (request) => unpublishBlogPost(app.ctx, getActor(request), { postId: request.params.id }),
  );
}

/** A post's uploaded featured image. */
function registerImageRoutes(app: TZodApp) {
  app.post(
    '/posts/:id/image',
    {
      schema: {
        summary: "Upload or replace a blog post's featured image (cropped to 1200×630)",
        params: ZPostIdParamsSchema,
        response: { 200: ZAdminBlogPostSchema },
      },
      config: {
        swaggerTransform: fileUploadDocs(
          BLOG_IMAGE_FIELD,
          `A JPEG, PNG or WebP image, at most ${formatMegabytes(BLOG_IMAGE_MAX_BYTES)}, with its alt text in the field ${BLOG_IMAGE_ALT_FIELD}.`,
        ),
      },
    },
    async (request) =>
      uploadFeaturedImage(app.ctx, getActor(request), {
        postId: request.params.id,
        readUpload: () =>
          readSingleUpload(request, { field: BLOG_IMAGE_FIELD, maxBytes: BLOG_IMAGE_MAX_BYTES, messages: FEATURED_IMAGE_MESSAGES }),
      }),
  );

  app.delete(
    '/posts/:id/image',
    {
      schema: {
        summary: "Remove a blog post's uploaded featured image (its earlier cover shows again)",
        params: ZPostIdParamsSchema,
        response: { 200: ZAdminBlogPostSchema },
      },
    },
    async (request) => deleteFeaturedImage(app.ctx, getActor(request), { postId: request.params.id }),
  );
}

export const adminBlogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('admin'));
  registerGenerationRoutes(app);
  registerPostRoutes(app);
  registerImageRoutes(app);
};
