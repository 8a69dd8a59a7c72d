/** Published blog posts as the public pages, feeds and covers read them. */
import { and, desc, eq, gt, isNotNull, lte, min, sql } from 'drizzle-orm';
import { getUploadedImagePath, type TBlogCategory, type TBlogPost, type TBlogPostSummary } from '#shared/schemas/blog.ts';
import type { Executor } from '#server/db/client.ts';
import { blogPosts } from '#server/db/schema.ts';

/** The answer of GET /api/blog/posts/{slug} (404) for unknown and unpublished posts. */
export const BLOG_POST_NOT_FOUND = 'Blog post not found';

/** Published means: marked published, with a publication time that has come. */
export const isPublishedNow = () =>
  and(eq(blogPosts.isPublished, true), isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, sql`now()`));

/** The columns of a post summary (everything but the content). */
export const POST_SUMMARY_COLUMNS = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  category: blogPosts.category,
  tags: blogPosts.tags,
  featuredImage: blogPosts.featuredImage,
  featuredImageFileId: blogPosts.featuredImageFileId,
  featuredImageAlt: blogPosts.featuredImageAlt,
  imageAttribution: blogPosts.imageAttribution,
  imageSource: blogPosts.imageSource,
  viewCount: blogPosts.viewCount,
  writer: blogPosts.writer,
  createdAt: blogPosts.createdAt,
  publishedAt: blogPosts.publishedAt,
};

type TSummaryRow = Omit<TBlogPostSummary, 'createdAt' | 'publishedAt'> & {
  createdAt: Date;
  publishedAt: Date | null;
  featuredImageFileId: number | null;
};

/**
 * The one place a post's featured image address is decided, for every list, page, feed and link
 * preview: an uploaded image first, else the stored address (a photo or the generated cover).
 */
export function toPostSummary<TRow extends TSummaryRow>(
  row: TRow,
): Omit<TRow, 'createdAt' | 'publishedAt' | 'featuredImageFileId'> & TBlogPostSummary {
  const { featuredImageFileId, createdAt: _createdAt, publishedAt: _publishedAt, ...rest } = row;
  return {
    ...rest,
    featuredImage: featuredImageFileId === null ? row.featuredImage : getUploadedImagePath(row.slug, featuredImageFileId),
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** Newest first; the full content is left out, lists show the excerpt. */
export async function listPublishedPosts(db: Executor, params: { category?: TBlogCategory; limit: number }): Promise<TBlogPostSummary[]> {
  const rows = await db
    .select(POST_SUMMARY_COLUMNS)
    .from(blogPosts)
    .where(and(isPublishedNow(), params.category ? eq(blogPosts.category, params.category) : undefined))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(params.limit);
  return rows.map(toPostSummary);
}

/** When the next scheduled post is published, or null when none is waiting. */
export async function findNextScheduledPublishAt(db: Executor): Promise<Date | null> {
  const [row] = await db
    .select({ publishedAt: min(blogPosts.publishedAt) })
    .from(blogPosts)
    .where(and(eq(blogPosts.isPublished, true), gt(blogPosts.publishedAt, sql`now()`)));
  return row?.publishedAt ?? null;
}

/** One published post with its markdown, or null (unknown, draft or scheduled). */
export async function findPublishedPost(db: Executor, params: { slug: string }): Promise<TBlogPost | null> {
  const [row] = await db
    .select({ ...POST_SUMMARY_COLUMNS, content: blogPosts.content, isPublished: blogPosts.isPublished })
    .from(blogPosts)
    .where(and(isPublishedNow(), eq(blogPosts.slug, params.slug)));
  return row ? toPostSummary(row) : null;
}

/** Counts one view of a published post; false when there is no such post. */
export async function addPostView(db: Executor, params: { slug: string }): Promise<boolean> {
  const rows = await db
    .update(blogPosts)
    .set({ viewCount: sql`${blogPosts.viewCount} + 1` })
    .where(and(isPublishedNow(), eq(blogPosts.slug, params.slug)))
    .returning({ id: blogPosts.id });
  return rows.length > 0;
}

export type TFeedPost = { slug: string; title: string; excerpt: string; category: TBlogCategory; publishedAt: Date; updatedAt: Date };

/** The newest published posts with what RSS and the sitemap show. */
export async function listFeedPosts(db: Executor, params: { limit: number }): Promise<TFeedPost[]> {
  const rows = await db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      category: blogPosts.category,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(isPublishedNow())
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(params.limit);
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt! }));
}
