/** Writes to blog posts: what the admin's blog actions and the daily job create, delete and update. */
import { and, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type {
  TAdminBlogPost,
  TAdminBlogPostListItem,
  TBlogCategory,
  TBlogPostStatus,
  TBlogPostSummary,
  TBlogWriter,
} from '#shared/schemas/blog.ts';
import type { Executor } from '#server/db/client.ts';
import { blogPosts } from '#server/db/schema.ts';
import { POST_SUMMARY_COLUMNS, toPostSummary } from './blog.queries.ts';
import { deletePostImageFile } from './featured-image.queries.ts';

export type TNewPost = {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: TBlogCategory;
  tags: string[];
  writer: TBlogWriter;
  featuredImage: string;
  imageAttribution: string;
  imageSource: string | null;
  publishedAt: Date;
};

/** Inserts a published post; null when its slug is taken (the slug's unique index decides, so concurrent inserts are safe). */
export async function insertPost(db: Executor, post: TNewPost): Promise<TBlogPostSummary | null> {
  const [row] = await db
    .insert(blogPosts)
    .values({ ...post, isPublished: true })
    .onConflictDoNothing({ target: blogPosts.slug })
    .returning(POST_SUMMARY_COLUMNS);
  return row ? toPostSummary(row) : null;
}

/** The given slugs that already belong to a post. */
export async function findTakenSlugs(db: Executor, params: { slugs: string[] }): Promise<Set<string>> {
  if (params.slugs.length === 0) return new Set();
  const rows = await db.select({ slug: blogPosts.slug }).from(blogPosts).where(inArray(blogPosts.slug, params.slugs));
  return new Set(rows.map((row) => row.slug));
}

/** `base`, or `base-2`, `base-3`… whichever no post has yet. */
export async function findFreeSlug(db: Executor, params: { base: string }): Promise<string> {
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(like(blogPosts.slug, `${params.base}%`));
  const taken = new Set(rows.map((row) => row.slug));
  let slug = params.base;
  for (let suffix = 2; taken.has(slug); suffix += 1) slug = `${params.base}-${suffix}`;
  return slug;
}

/** Titles of the newest posts, so the model can pick a topic not yet covered. */
export async function listRecentTitles(db: Executor, params: { limit: number }): Promise<string[]> {
  const rows = await db.select({ title: blogPosts.title }).from(blogPosts).orderBy(desc(blogPosts.createdAt)).limit(params.limit);
  return rows.map((row) => row.title);
}

/** Deletes the post and its uploaded image's file; null when there was no such post. */
export async function deletePost(db: Executor, params: { postId: number }): Promise<{ slug: string; title: string } | null> {
  const [row] = await db
    .delete(blogPosts)
    .where(eq(blogPosts.id, params.postId))
    .returning({ slug: blogPosts.slug, title: blogPosts.title, fileId: blogPosts.featuredImageFileId });
  if (!row) return null;
  await deletePostImageFile(db, row.fileId);
  return { slug: row.slug, title: row.title };
}

/**
 * Appends `section` to every published post whose content does not yet hold `marker`. One
 * statement: PostgreSQL re-checks the condition on a row another call just updated, so two calls
 * at once still add the section only once.
 */
export async function appendSectionWhereMissing(db: Executor, params: { section: string; marker: string }): Promise<number[]> {
  const rows = await db
    .update(blogPosts)
    .set({ content: sql`${blogPosts.content} || ${params.section}`, updatedAt: sql`now()` })
    .where(and(eq(blogPosts.isPublished, true), sql`strpos(${blogPosts.content}, ${params.marker}) = 0`))
    .returning({ id: blogPosts.id });
  return rows.map((row) => row.id);
}

/** Where a post stands now (shared/schemas/blog.ts BLOG_POST_STATUSES), by the database's clock as readers' queries are. */
const POST_STATUS = sql<TBlogPostStatus>`case when not ${blogPosts.isPublished} or ${blogPosts.publishedAt} is null then 'draft' when ${blogPosts.publishedAt} > now() then 'scheduled' else 'published' end`;

const ADMIN_POST_COLUMNS = { ...POST_SUMMARY_COLUMNS, status: POST_STATUS, updatedAt: blogPosts.updatedAt };

/** Every post, any status, for the admin: drafts and scheduled posts first, then the newest. */
export async function listAdminPosts(db: Executor, params: { limit: number }): Promise<TAdminBlogPostListItem[]> {
  const rows = await db
    .select(ADMIN_POST_COLUMNS)
    .from(blogPosts)
    .orderBy(sql`${POST_STATUS} = 'published'`, desc(blogPosts.updatedAt), desc(blogPosts.id))
    .limit(params.limit);
  return rows.map((row) => ({ ...toPostSummary(row), updatedAt: row.updatedAt.toISOString() }));
}

/** One post, any status, with its markdown; null when there is none. */
export async function findAdminPost(db: Executor, params: { postId: number }): Promise<TAdminBlogPost | null> {
  const [row] = await db
    .select({ ...ADMIN_POST_COLUMNS, content: blogPosts.content })
    .from(blogPosts)
    .where(eq(blogPosts.id, params.postId));
  return row ? { ...toPostSummary(row), updatedAt: row.updatedAt.toISOString() } : null;
}

/** A post's publication state, locked until the transaction ends; null when there is none. */
export async function lockPostState(db: Executor, params: { postId: number }) {
  const [row] = await db
    .select({ status: POST_STATUS, publishedAt: blogPosts.publishedAt, imageFileId: blogPosts.featuredImageFileId })
    .from(blogPosts)
    .where(eq(blogPosts.id, params.postId))
    .for('update');
  return row ?? null;
}

export type TPostFields = Pick<TNewPost, 'title' | 'excerpt' | 'content' | 'category' | 'tags' | 'imageSource'> & {
  imageAttribution: string | null;
  /** Only for a post with an uploaded image (the database refuses one without). */
  featuredImageAlt?: string;
  isPublished: boolean;
  publishedAt: Date | null;
};

/** Inserts a post the admin wrote, any status; null when its slug is taken meanwhile. */
export async function insertWrittenPost(
  db: Executor,
  params: { slug: string; featuredImage: string; fields: TPostFields },
): Promise<{ id: number } | null> {
  const [row] = await db
    .insert(blogPosts)
    .values({ ...params.fields, slug: params.slug, featuredImage: params.featuredImage, writer: 'admin' })
    .onConflictDoNothing({ target: blogPosts.slug })
    .returning({ id: blogPosts.id });
  return row ?? null;
}

export async function updatePostFields(db: Executor, params: { postId: number; fields: Partial<TPostFields> }): Promise<void> {
  await db
    .update(blogPosts)
    .set({ ...params.fields, updatedAt: sql`now()` })
    .where(eq(blogPosts.id, params.postId));
}
