/** The title, description and preview image of a /blog/{slug} page, for the web client's index.html. */
import type { Executor } from '#server/db/client.ts';
import type { TFindPageMeta } from '#server/plugins/web-client.ts';
import { findPublishedPost } from './blog.queries.ts';

const BLOG_POST_PATH = /^\/blog\/([^/]+)\/?$/;

export function createBlogPageMeta(db: Executor, appUrl: string): TFindPageMeta {
  return async (path) => {
    const match = BLOG_POST_PATH.exec(path);
    if (!match) return null;
    // Fastify has already answered 400 for a path that does not decode.
    const slug = decodeURIComponent(match[1]!);
    // A slug holding NUL cannot be stored, and PostgreSQL refuses it in a query.
    if (slug.includes('\0')) return null;
    const post = await findPublishedPost(db, { slug });
    if (!post) return null;
    // Covers on this site are stored as paths; previews need the full address.
    const image = post.featuredImage?.startsWith('/') ? `${appUrl}${post.featuredImage}` : post.featuredImage;
    return {
      title: `${post.title} | DevMatch Blog`,
      description: post.excerpt,
      url: `${appUrl}/blog/${encodeURIComponent(post.slug)}`,
      image,
      type: 'article',
    };
  };
}
