/** Blog post contracts as the feeds and lists use them (spec part 1 §3, part 2 §3). */
import { z } from 'zod';
import { ZResponseTextSchema } from './text.ts';

export const BLOG_CATEGORIES = ['developers', 'employers', 'industry'] as const;
export type TBlogCategory = (typeof BLOG_CATEGORIES)[number];
export const BLOG_LIST_MAX_LIMIT = 100;

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
  createdAt: ZResponseTextSchema,
  publishedAt: ZResponseTextSchema.nullable(),
});
export type TBlogPostSummary = z.infer<typeof ZBlogPostSummarySchema>;
