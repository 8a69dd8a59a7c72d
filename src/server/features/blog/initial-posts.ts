/**
 * 'Generate Initial Posts': publishes the editorial library's articles that are not on the blog
 * yet. Articles already there (by slug) are skipped, so pressing twice, or two admins at once,
 * never duplicates one: the slug's unique index settles a race.
 */
import type { TGenerateInitialPostsResponse } from '#shared/schemas/blog.ts';
import { writeAuditLog, type TAuditEntry } from '#server/db/audit-log.queries.ts';
import { findTakenSlugs, insertPost } from './admin-blog.queries.ts';
import { createCoverFinder, type TCover } from './covers.ts';
import type { TBlogDeps } from './blog-deps.ts';
import { getEditorialArticles } from './editorial-library.ts';
import { toNewPost } from './post-draft.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A minute back, so the newest article is already published when the list reads it. */
const PUBLISH_LEAD_MS = 60 * 1000;

export async function publishInitialPosts(
  deps: TBlogDeps,
  params: { now: Date; audit: Pick<TAuditEntry, 'userId' | 'ipAddress'> },
): Promise<TGenerateInitialPostsResponse> {
  const { db } = deps;
  const articles = getEditorialArticles();
  const taken = await findTakenSlugs(db, { slugs: articles.map((article) => article.slug) });
  const missing = articles.filter((article) => !taken.has(article.slug));
  const covers = await createCoverFinder(deps);
  const withCovers = await Promise.all(
    missing.map(async (article) => ({ article, cover: await covers.findCover({ slug: article.slug, words: article.cover }) })),
  );

  const created = await db.transaction(async (tx) => {
    const inserted: { post: TGenerateInitialPostsResponse['posts'][number]; cover: TCover }[] = [];
    for (const { article, cover } of withCovers) {
      // A day apart in library order, the first article newest, so the list has a stable order.
      const publishedAt = new Date(params.now.getTime() - PUBLISH_LEAD_MS - articles.indexOf(article) * DAY_MS);
      const { cover: coverWords, ...fields } = article;
      const post = await insertPost(tx, toNewPost({ ...fields, coverWords }, cover, { writer: 'editorial', publishedAt }));
      if (post) inserted.push({ post, cover });
    }
    await writeAuditLog(tx, {
      ...params.audit,
      action: 'blog.initial_posts_generated',
      resourceType: 'blog_post',
      details: { created: inserted.map(({ post }) => post.slug), skipped: articles.length - inserted.length },
    });
    return inserted;
  });
  for (const { cover } of created) await covers.reportCoverUsed(cover);
  return { created: created.length, skipped: articles.length - created.length, posts: created.map(({ post }) => post) };
}
