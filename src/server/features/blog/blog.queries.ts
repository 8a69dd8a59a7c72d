/** Published blog posts as the public lists read them. */
import { and, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { TBlogCategory, TBlogPostSummary } from '#shared/schemas/blog.ts';
import type { Executor } from '#server/db/client.ts';
import { blogPosts } from '#server/db/schema.ts';

/** Published means: marked published, with a publication time that has come. */
const isPublishedNow = () => and(eq(blogPosts.isPublished, true), isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, sql`now()`));

/** Newest first; the full content is left out, lists show the excerpt. */
export async function listPublishedPosts(db: Executor, params: { category?: TBlogCategory; limit: number }): Promise<TBlogPostSummary[]> {
  const rows = await db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      category: blogPosts.category,
      tags: blogPosts.tags,
      featuredImage: blogPosts.featuredImage,
      imageAttribution: blogPosts.imageAttribution,
      imageSource: blogPosts.imageSource,
      viewCount: blogPosts.viewCount,
      writer: blogPosts.writer,
      createdAt: blogPosts.createdAt,
      publishedAt: blogPosts.publishedAt,
    })
    .from(blogPosts)
    .where(and(isPublishedNow(), params.category ? eq(blogPosts.category, params.category) : undefined))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(params.limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), publishedAt: row.publishedAt?.toISOString() ?? null }));
}
