/** Blog post contracts as the feeds and lists use them. */
import { z } from 'zod';
import { ZResponseTextSchema } from './text.ts';

export const BLOG_CATEGORIES = ['developers', 'employers', 'industry'] as const;
export type TBlogCategory = (typeof BLOG_CATEGORIES)[number];
const BLOG_LIST_MAX_LIMIT = 100;
/** Who wrote a post: the editorial library kept in the repository, the built-in writer, or the admin's AI model. */
export const BLOG_WRITERS = ['editorial', 'built-in', 'llm'] as const;
export type TBlogWriter = (typeof BLOG_WRITERS)[number];
/** 'Initial generation creates 10 posts'. */
export const INITIAL_POST_COUNT = 10;

/** Where a post's generated cover (an illustration drawn by the server, not a photo) is served. */
export function getGeneratedCoverPath(slug: string): string {
  return `/api/blog/posts/${encodeURIComponent(slug)}/cover.svg`;
}

/** Whether a featured image is the generated illustration, which is credited as such rather than as a photo. */
export function isGeneratedCover(featuredImage: string | null): boolean {
  return featuredImage !== null && /^\/api\/blog\/posts\/[^/]+\/cover\.svg$/.test(featuredImage);
}

export const ZBlogPostsQuerySchema = z.object({
  category: z.enum(BLOG_CATEGORIES, { error: 'Category must be developers, employers or industry' }).optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(BLOG_LIST_MAX_LIMIT, `Limit must be at most ${BLOG_LIST_MAX_LIMIT}`)
    .default(20),
});

export const ZBlogPostSummarySchema = z.object({
  id: z.number(),
  slug: ZResponseTextSchema,
  title: ZResponseTextSchema,
  excerpt: ZResponseTextSchema,
  category: z.enum(BLOG_CATEGORIES),
  tags: z.array(ZResponseTextSchema),
  featuredImage: ZResponseTextSchema.nullable(),
  imageAttribution: ZResponseTextSchema.nullable(),
  imageSource: ZResponseTextSchema.nullable(),
  viewCount: z.number(),
  writer: z.enum(BLOG_WRITERS),
  createdAt: ZResponseTextSchema,
  publishedAt: ZResponseTextSchema.nullable(),
});
export type TBlogPostSummary = z.infer<typeof ZBlogPostSummarySchema>;

/**
 * GET /api/blog/posts/{slug}: one published post with the post fields; `content`
 * is markdown, which the page turns into sanitized HTML. Only published posts are answered, so
 * `isPublished` is always true here.
 */
export const ZBlogPostSchema = ZBlogPostSummarySchema.extend({ content: ZResponseTextSchema, isPublished: z.boolean() });
export type TBlogPost = z.infer<typeof ZBlogPostSchema>;

/** POST /api/admin/blog/generate-initial: the editorial library's articles; ones already there are skipped, never duplicated. */
export const ZGenerateInitialPostsResponseSchema = z.object({
  created: z.number().int(),
  skipped: z.number().int(),
  posts: z.array(ZBlogPostSummarySchema),
});
export type TGenerateInitialPostsResponse = z.infer<typeof ZGenerateInitialPostsResponseSchema>;

/** POST /api/admin/blog/generate-daily: the new post and which writer produced it. */
export const ZGenerateDailyPostResponseSchema = z.object({ post: ZBlogPostSummarySchema, writer: z.enum(BLOG_WRITERS) });
export type TGenerateDailyPostResponse = z.infer<typeof ZGenerateDailyPostResponseSchema>;

/** POST /api/admin/blog/update-backlinks: how many posts gained links, and the host they point to (APP_URL's). */
export const ZUpdateBacklinksResponseSchema = z.object({ updated: z.number().int(), host: ZResponseTextSchema });
export type TUpdateBacklinksResponse = z.infer<typeof ZUpdateBacklinksResponseSchema>;
