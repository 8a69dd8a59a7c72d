/** An admin deletes a blog post, audited (with its slug and title) in the same transaction. */
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { deletePost } from './admin-blog.queries.ts';
import { BLOG_POST_NOT_FOUND } from './blog.queries.ts';

export async function deleteBlogPost({ db }: Pick<TAppContext, 'db'>, actor: TActor, params: { postId: number }): Promise<void> {
  const { postId } = params;
  await db.transaction(async (tx) => {
    const deleted = await deletePost(tx, { postId });
    if (!deleted) throw new AppError('NOT_FOUND', BLOG_POST_NOT_FOUND);
    await writeAuditLog(tx, {
      action: 'blog.post_deleted',
      resourceType: 'blog_post',
      resourceId: postId,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
      details: deleted,
    });
  });
}
