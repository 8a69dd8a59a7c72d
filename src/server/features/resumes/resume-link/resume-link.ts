/**
 * A developer's public resume link: publish one of their resumes at /r/{slug}, change what the page
 * shows, unpublish; and what the public page reads and counts. Only the owner and admins see or
 * change a link; anyone with its address sees the page. Unpublishing deletes the link, so the old
 * address answers 404 for good and a new link gets a new unguessable slug.
 */
import { randomBytes } from 'node:crypto';
import type { TPublishResumeLink, TResumeLink } from '#shared/schemas/resume-link.ts';
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import type { Executor } from '#server/db/client.ts';
import {
  countResumeLinkUse,
  deleteResumeLink,
  type TPublishedResumeRow,
  findPublishedResume,
  findResumeLinkOfUser,
  isSlugTaken,
  listResumeLinkDays,
  saveResumeLink,
  type TResumeLinkRow,
} from '#server/db/resume-links.queries.ts';
import { findResumeOwner } from '#server/db/resumes.queries.ts';
import { RESUME_NOT_FOUND } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import { getUniqueViolationConstraint } from '#server/lib/db-errors.ts';
import { runInWorkerOrBusy } from '#server/lib/worker-pool/cpu-pool.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { assertUserAccess, inOwnerTransaction } from '../resume-access.ts';

export const SLUG_TAKEN = 'This link is already taken. Please choose another one.';
export const RESUME_LINK_NOT_FOUND = 'This resume link does not exist or is no longer published.';
const NOT_VERIFIED = 'Verify your e-mail address before publishing a resume.';

/** 80 random bits as 20 hex digits: not guessable, not enumerable. */
const createUnguessableSlug = () => randomBytes(10).toString('hex');

export function toResumeLinkUrl(appUrl: string, slug: string): string {
  return `${appUrl}/r/${slug}`;
}

async function readResumeLink(db: Executor, appUrl: string, userId: number): Promise<TResumeLink | null> {
  const link = await findResumeLinkOfUser(db, { userId });
  if (!link) return null;
  const days = await listResumeLinkDays(db, { linkId: link.id });
  const { id: _id, createdAt, ...settings } = link;
  return {
    ...settings,
    url: toResumeLinkUrl(appUrl, link.slug),
    createdAt: createdAt.toISOString(),
    days,
    totalViews: days.reduce((sum, day) => sum + day.views, 0),
    totalDownloads: days.reduce((sum, day) => sum + day.downloads, 0),
  };
}

/** The developer's link and its counts, or null; for the owner and admins. */
export async function getResumeLink(ctx: Pick<TAppContext, 'db' | 'config'>, actor: TActor, params: { userId: number }) {
  await assertUserAccess(ctx.db, actor, params.userId, 'change');
  return readResumeLink(ctx.db, ctx.config.appUrl, params.userId);
}

/** The link's slug: the readable one asked for; a new unguessable one for null; else the link's own (unguessable for a new link). */
function chooseSlug(asked: string | null | undefined, current: TResumeLinkRow | undefined): { slug: string; isSlugChosen: boolean } {
  if (typeof asked === 'string') return { slug: asked, isSlugChosen: true };
  if (asked === undefined && current) return { slug: current.slug, isSlugChosen: current.isSlugChosen };
  return { slug: createUnguessableSlug(), isSlugChosen: false };
}

/** Publishes the resume at the developer's link (made on first use), or changes the link's settings; 409 when a chosen slug is taken. */
export async function publishResumeLink(
  ctx: Pick<TAppContext, 'db' | 'config'>,
  actor: TActor,
  params: { userId: number; request: TPublishResumeLink },
): Promise<TResumeLink> {
  const { db, config } = ctx;
  const { userId, request } = params;
  await assertUserAccess(db, actor, userId, 'change');
  // A public page is publishing under our name: the address behind it must be a real one.
  if (actor.viewer.id === userId && actor.viewer.emailVerifiedAt === null) throw new AppError('FORBIDDEN', NOT_VERIFIED);
  if ((await findResumeOwner(db, { resumeId: request.resumeId, viewerId: actor.viewer.id }))?.userId !== userId)
    throw new AppError('NOT_FOUND', RESUME_NOT_FOUND);
  try {
    await inOwnerTransaction(db, userId, async (tx) => {
      const current = await findResumeLinkOfUser(tx, { userId });
      const { slug, isSlugChosen } = chooseSlug(request.slug, current);
      if (await isSlugTaken(tx, { slug, userId })) throw new AppError('CONFLICT', SLUG_TAKEN);
      await saveResumeLink(tx, {
        userId,
        resumeId: request.resumeId,
        slug,
        isSlugChosen,
        isIndexable: request.isIndexable,
        showsContact: request.showsContact,
      });
      await writeAuditLog(tx, {
        action: current ? 'resume_link.updated' : 'resume_link.published',
        resourceType: 'resume',
        resourceId: request.resumeId,
        userId: actor.viewer.id,
        ipAddress: actor.ipAddress,
        details: { ownerUserId: userId, isSlugChosen, isIndexable: request.isIndexable, showsContact: request.showsContact },
      });
    });
  } catch (error) {
    // Two developers choosing the same slug at once: the unique index decides.
    if (getUniqueViolationConstraint(error) === 'resume_links_slug_unique') throw new AppError('CONFLICT', SLUG_TAKEN);
    throw error;
  }
  return (await readResumeLink(db, config.appUrl, userId))!;
}

/** Unpublishes: the link and its counts are deleted. True when there was a link. */
export async function unpublishResumeLink(ctx: Pick<TAppContext, 'db'>, actor: TActor, params: { userId: number }): Promise<boolean> {
  await assertUserAccess(ctx.db, actor, params.userId, 'change');
  return ctx.db.transaction(async (tx) => {
    const isDeleted = await deleteResumeLink(tx, { userId: params.userId });
    if (isDeleted) {
      await writeAuditLog(tx, {
        action: 'resume_link.unpublished',
        resourceType: 'user',
        resourceId: params.userId,
        userId: actor.viewer.id,
        ipAddress: actor.ipAddress,
      });
    }
    return isDeleted;
  });
}

export type TPublicResumePage = {
  linkId: number;
  ownerId: number;
  fullName: string;
  isIndexable: boolean;
  markdown: string;
  /** The title under the name ('Senior Backend Engineer'), for link previews. */
  headline: string | null;
  updatedAt: Date;
};

const PAGE_BUSY = 'Many people are opening resumes right now. Please try again in a minute.';
const PREPARED_PAGES_KEPT = 500;
/**
 * Pages as shared, by link, resume version and contact setting: a page is opened far more often than
 * it changes, and its page meta and its data are read for the same visit. Any change makes a new key.
 */
const preparedPages = new Map<string, { markdown: string; headline: string | null }>();

/** The markdown as shared and its headline, made in the worker pool: parsing grows with the resume. */
async function preparePage(published: TPublishedResumeRow) {
  const key = [published.slug, published.resumeId, published.updatedAt.getTime(), published.showsContact].join(':');
  const cached = preparedPages.get(key);
  if (cached) return cached;
  const prepared = await runInWorkerOrBusy(
    'public-resume',
    { markdown: published.content, showsContact: published.showsContact },
    PAGE_BUSY,
  );
  if (preparedPages.size >= PREPARED_PAGES_KEPT) preparedPages.delete(preparedPages.keys().next().value!);
  preparedPages.set(key, prepared);
  return prepared;
}

/** The page behind a slug, its contact details hidden unless shown; 404 when nothing is published there. */
export async function readPublicResume(db: Executor, params: { slug: string }): Promise<TPublicResumePage> {
  const published = await findPublishedResume(db, { slug: params.slug.toLowerCase() });
  if (!published) throw new AppError('NOT_FOUND', RESUME_LINK_NOT_FOUND);
  const { markdown, headline } = await preparePage(published);
  return {
    linkId: published.linkId,
    ownerId: published.userId,
    fullName: published.fullName,
    isIndexable: published.isIndexable,
    markdown,
    headline,
    updatedAt: published.updatedAt,
  };
}

/** Counts a view or download of someone else's link; the owner looking at their own page is not counted. */
export async function countPublicResumeUse(
  db: Executor,
  params: { page: TPublicResumePage; viewerId: number | null; use: 'views' | 'downloads' },
): Promise<void> {
  if (params.viewerId === params.page.ownerId) return;
  await countResumeLinkUse(db, { linkId: params.page.linkId, use: params.use });
}
