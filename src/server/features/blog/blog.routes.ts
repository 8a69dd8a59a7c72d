/** The public blog read API, the generated covers and uploaded images. No session needed (admins also see unpublished posts' images). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBlogPostSchema, ZBlogPostsQuerySchema, ZBlogPostSummarySchema } from '#shared/schemas/blog.ts';
import { createIdSchema } from '#shared/schemas/id.ts';
import { createTextSchema } from '#shared/schemas/text.ts';
import { AppError } from '#server/lib/app-error.ts';
import { sendStoredImage } from '#server/lib/stored-image-reply.ts';
import { createPublicAnswers } from '#server/plugins/public-answers.ts';
import { addPostView, BLOG_POST_NOT_FOUND, findNextScheduledPublishAt, findPublishedPost, listPublishedPosts } from './blog.queries.ts';
import { drawGeneratedCover } from './covers.ts';
import { readFeaturedImage } from './read-featured-image.ts';

// Longer paths never get here: Fastify answers 414 past its 100-character parameter limit.
const ZSlugParamsSchema = z.object({ slug: createTextSchema({ label: 'Slug' }) });
/** The cover is drawn from the title, which does not change: browsers and proxies may keep it a week. */
const COVER_CACHE_CONTROL = 'public, max-age=604800';
/** A published post's image may be unpublished: shared caches keep it an hour, then ask again (its ETag). */
const PUBLISHED_IMAGE_MAX_AGE_SECONDS = 3600;
// An SVG opened on its own is a document: nothing in it may load or run.
const COVER_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const publicAnswers = createPublicAnswers(app, 'blog');

  app.get(
    '/posts',
    {
      schema: {
        summary: 'List published blog posts',
        querystring: ZBlogPostsQuerySchema,
        response: { 200: z.array(ZBlogPostSummarySchema) },
      },
    },
    async (request, reply) =>
      publicAnswers.send(request, reply, {
        key: `list:${JSON.stringify(request.query)}`,
        schema: z.array(ZBlogPostSummarySchema),
        read: async () => {
          const [value, nextPublishedAt] = await Promise.all([listPublishedPosts(db, request.query), findNextScheduledPublishAt(db)]);
          // A scheduled post joins the list when its time comes, with no write to tell us.
          return { value, expiresAt: nextPublishedAt?.getTime() };
        },
      }),
  );

  app.get(
    '/posts/:slug',
    { schema: { summary: 'A published blog post', params: ZSlugParamsSchema, response: { 200: ZBlogPostSchema } } },
    async (request, reply) =>
      publicAnswers.send(request, reply, {
        key: `post:${request.params.slug}`,
        schema: ZBlogPostSchema,
        read: async () => {
          const post = await findPublishedPost(db, request.params);
          if (!post) throw new AppError('NOT_FOUND', BLOG_POST_NOT_FOUND);
          return { value: post };
        },
      }),
  );

  // A POST of its own so that reading a post (and crawlers, prefetches, retries of the GET) never counts.
  app.post(
    '/posts/:slug/views',
    { schema: { summary: 'Count a view of a blog post', params: ZSlugParamsSchema } },
    async (request, reply) => {
      if (!(await addPostView(db, request.params))) throw new AppError('NOT_FOUND', BLOG_POST_NOT_FOUND);
      // The post's page shows its views: the next read counts this one.
      publicAnswers.forget(`post:${request.params.slug}`);
      return reply.code(204).send();
    },
  );

  app.get(
    '/posts/:slug/cover.svg',
    { schema: { summary: "A blog post's generated cover image", params: ZSlugParamsSchema } },
    async (request, reply) => {
      const post = await findPublishedPost(db, request.params);
      if (!post) throw new AppError('NOT_FOUND', BLOG_POST_NOT_FOUND);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', COVER_CACHE_CONTROL)
        .header('content-security-policy', COVER_CSP)
        .send(drawGeneratedCover(post.title, post.category));
    },
  );

  app.get(
    '/posts/:slug/images/:fileId',
    {
      schema: {
        summary: "A blog post's uploaded featured image (WebP, 1200×630): public once published, admins see it in any status",
        params: ZSlugParamsSchema.extend({ fileId: createIdSchema('Image id') }),
      },
    },
    async (request, reply) => {
      const image = await readFeaturedImage(app.ctx, request.user, request.params);
      // An admin's preview of a draft is kept by no shared cache and asked for again each time.
      return image.isPublic
        ? sendStoredImage(request, reply, image, 'public', PUBLISHED_IMAGE_MAX_AGE_SECONDS)
        : sendStoredImage(request, reply, image, 'private', 0);
    },
  );
};
