/** A blog post in any status, as the admin's editor reads or changes it, or 404. */
import type { TAdminBlogPost } from '#shared/schemas/blog.ts';
import type { TAppContext } from '#server/context.ts';
import type { Executor } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import { findAdminPost, lockPostState } from './admin-blog.queries.ts';
import { BLOG_POST_NOT_FOUND } from './blog.queries.ts';

export async function readAdminPost(ctx: Pick<TAppContext, 'db'>, params: { postId: number }): Promise<TAdminBlogPost> {
  const post = await findAdminPost(ctx.db, params);
  // Also after a write: deleted meanwhile.
  if (!post) throw new AppError('NOT_FOUND', BLOG_POST_NOT_FOUND);
  return post;
}

/** The post's publication state and image, locked until the transaction ends, or 404. */
export async function lockAdminPost(tx: Executor, params: { postId: number }) {
  const current = await lockPostState(tx, params);
  if (!current) throw new AppError('NOT_FOUND', BLOG_POST_NOT_FOUND);
  return current;
}
