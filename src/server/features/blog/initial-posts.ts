/**
 * 'Generate Initial Posts': publishes the editorial library's articles that are not on the blog
 * yet. Articles already there (by slug) are skipped, so pressing twice, or two admins at once,
 * never duplicates one: the slug's unique index settles a race. The demo seed publishes the same
 * library (seedEditorialLibrary), so a first start shows a blog.
 */
import type { TGenerateInitialPostsResponse } from '#shared/schemas/blog.ts';
import type { Executor } from '#server/db/client.ts';
import { writeAuditLog, type TAuditEntry } from '#server/db/audit-log.queries.ts';
import { findTakenSlugs, insertPost } from './admin-blog.queries.ts';
import { createCoverFinder, getGeneratedCover, type TCover } from './covers.ts';
import type { TBlogDeps } from './blog-deps.ts';
import { getEditorialArticles } from './editorial-library.ts';
import { toNewPost } from './post-draft.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A minute back, so the newest article is already published when the list reads it. */
const PUBLISH_LEAD_MS = 60 * 1000;

type TEditorialArticle = ReturnType<typeof getEditorialArticles>[number];
type TInsertedArticle = { post: TGenerateInitialPostsResponse['posts'][number]; cover: TCover };

/** Inserts the articles with their covers; those whose slug another post took meanwhile are left out of the answer. */
async function insertEditorialArticles(
  db: Executor,
  params: { articles: { article: TEditorialArticle; cover: TCover }[]; now: Date },
): Promise<TInsertedArticle[]> {
  const library = getEditorialArticles();
  const inserted: TInsertedArticle[] = [];
  for (const { article, cover } of params.articles) {
    // A day apart in library order, the first article newest, so the list has a stable order.
    const publishedAt = new Date(params.now.getTime() - PUBLISH_LEAD_MS - library.indexOf(article) * DAY_MS);
    const { cover: coverWords, ...fields } = article;
    const post = await insertPost(db, toNewPost({ ...fields, coverWords }, cover, { writer: 'editorial', publishedAt }));
    if (post) inserted.push({ post, cover });
  }
  return inserted;
}

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
    const inserted = await insertEditorialArticles(tx, { articles: withCovers, now: params.now });
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

/**
 * The demo seed's blog: the whole editorial library, published, with generated covers (a first
 * start has no photo service key and must not wait on the network). Not audited: no one acted.
 */
export async function seedEditorialLibrary(db: Executor, params: { now: Date }): Promise<number> {
  const articles = getEditorialArticles().map((article) => ({ article, cover: getGeneratedCover(article.slug) }));
  return (await insertEditorialArticles(db, { articles, now: params.now })).length;
}
