/**
 * An admin writes a post by hand: creates it or saves it again, as a draft, scheduled for a time to
 * come, or published now. Each save is audited in its transaction ('blog.post_created' or
 * 'blog.post_updated'), and a change of status gets its own entry ('blog.post_published',
 * 'blog.post_scheduled', 'blog.post_unpublished'), so the log reads as what happened. Readers'
 * queries filter by status and time, so a scheduled post goes public at its time with no job.
 */
import { getGeneratedCoverPath, type TAdminBlogPost, type TBlogPostStatus, type TSaveBlogPost } from '#shared/schemas/blog.ts';
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import type { Executor } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { findFreeSlug, insertWrittenPost, updatePostFields, type TPostFields } from './admin-blog.queries.ts';
import { lockAdminPost, readAdminPost } from './read-admin-post.ts';
import { toSlug } from './post-draft.ts';

export const PUBLISH_AT_IN_PAST = 'Choose a publication time in the future, or publish now';
const SLUG_TAKEN = 'Another post was just given this address. Please save again.';
/** What a generated cover is credited to (covers.ts). */
const GENERATED_COVER_ATTRIBUTION = 'DevMatch';

const STATUS_ACTIONS: Record<TBlogPostStatus, string> = {
  draft: 'blog.post_unpublished',
  scheduled: 'blog.post_scheduled',
  published: 'blog.post_published',
};

type TPublication = Pick<TPostFields, 'isPublished' | 'publishedAt'>;

/** The publication columns for the status asked for; a published post keeps the time it first went public. */
function toPublication(
  post: TSaveBlogPost,
  current: { status: TBlogPostStatus; publishedAt: Date | null } | null,
  now: Date,
): TPublication {
  if (post.status === 'draft') return { isPublished: false, publishedAt: null };
  if (post.status === 'published') {
    return { isPublished: true, publishedAt: current?.status === 'published' && current.publishedAt ? current.publishedAt : now };
  }
  const publishAt = new Date(post.publishAt!);
  if (publishAt.getTime() <= now.getTime()) throw new AppError('BAD_REQUEST', PUBLISH_AT_IN_PAST);
  return { isPublished: true, publishedAt: publishAt };
}

/** `hasImage`: whether the post has an uploaded image, the only kind whose alt text is kept. */
function toFields(post: TSaveBlogPost, publication: TPublication, hasImage: boolean): TPostFields {
  const { status: _status, publishAt: _publishAt, featuredImageAlt, ...fields } = post;
  return { ...fields, ...publication, ...(hasImage && featuredImageAlt !== undefined ? { featuredImageAlt } : {}) };
}

async function auditSave(
  tx: Executor,
  actor: TActor,
  params: { postId: number; action: string; before: TBlogPostStatus | null; post: TSaveBlogPost; publication: TPublication },
): Promise<void> {
  const audit = { resourceType: 'blog_post', resourceId: params.postId, userId: actor.viewer.id, ipAddress: actor.ipAddress };
  const { status } = params.post;
  await writeAuditLog(tx, { ...audit, action: params.action, details: { title: params.post.title, status } });
  const isRescheduled = status === 'scheduled' && params.before === 'scheduled';
  if (status !== (params.before ?? 'draft') || isRescheduled) {
    await writeAuditLog(tx, {
      ...audit,
      action: STATUS_ACTIONS[status],
      details: { from: params.before, publishedAt: params.publication.publishedAt?.toISOString() ?? null },
    });
  }
}

/** Creates a post at an address made from its title; its cover is the generated one until an image is uploaded. */
export async function createBlogPost(
  ctx: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { post: TSaveBlogPost; now: Date },
): Promise<TAdminBlogPost> {
  const { post, now } = params;
  const publication = toPublication(post, null, now);
  const postId = await ctx.db.transaction(async (tx) => {
    const slug = await findFreeSlug(tx, { base: toSlug(post.title) });
    const fields = toFields(post, publication, false);
    const created = await insertWrittenPost(tx, {
      slug,
      featuredImage: getGeneratedCoverPath(slug),
      fields: { ...fields, imageAttribution: fields.imageAttribution ?? GENERATED_COVER_ATTRIBUTION },
    });
    if (!created) throw new AppError('CONFLICT', SLUG_TAKEN);
    await auditSave(tx, actor, { postId: created.id, action: 'blog.post_created', before: null, post, publication });
    return created.id;
  });
  return readAdminPost(ctx, { postId });
}

/** Saves a post again (any writer's); its address stays, so links to it keep working. */
export async function updateBlogPost(
  ctx: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { postId: number; post: TSaveBlogPost; now: Date },
): Promise<TAdminBlogPost> {
  const { postId, post, now } = params;
  await ctx.db.transaction(async (tx) => {
    const current = await lockAdminPost(tx, { postId });
    const publication = toPublication(post, current, now);
    await updatePostFields(tx, { postId, fields: toFields(post, publication, current.imageFileId !== null) });
    await auditSave(tx, actor, { postId, action: 'blog.post_updated', before: current.status, post, publication });
  });
  return readAdminPost(ctx, { postId });
}

/** Takes a post off the blog: it becomes a draft again. Unpublishing a draft changes nothing and is not an error. */
export async function unpublishBlogPost(ctx: Pick<TAppContext, 'db'>, actor: TActor, params: { postId: number }): Promise<TAdminBlogPost> {
  const { postId } = params;
  await ctx.db.transaction(async (tx) => {
    const current = await lockAdminPost(tx, { postId });
    if (current.status === 'draft') return;
    await updatePostFields(tx, { postId, fields: { isPublished: false, publishedAt: null } });
    await writeAuditLog(tx, {
      action: 'blog.post_unpublished',
      resourceType: 'blog_post',
      resourceId: postId,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
      details: { from: current.status },
    });
  });
  return readAdminPost(ctx, { postId });
}
