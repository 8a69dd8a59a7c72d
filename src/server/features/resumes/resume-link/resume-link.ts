/**
 * A developer's public resume link: publish one of their resumes at /r/{slug}, change what the page
 * shows, unpublish; and what the public page reads and counts. Only the owner and admins see or
 * change a link; anyone with its address sees the page. Every slug a link had stays its account's:
 * after a rename the old address leads to the new one; unpublishing deletes the link, so its old
 * addresses answer 404 for good and a new link gets a new unguessable slug. A page and its PDF are
 * made once per resume version in the worker pool's public lane and kept; a visitor counts once a day.
 */
import { randomBytes } from 'node:crypto';
import type { TPublishResumeLink, TResumeLink } from '#shared/schemas/resumes/resume-link.ts';
import type { TResumeTemplate } from '#shared/schemas/resumes/resume.ts';
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import type { Executor } from '#server/db/client.ts';
import {
  countResumeLinkUse,
  deleteResumeLink,
  type TPublishedResumeRow,
  findMovedSlug,
  findPublishedResume,
  findResumeLinkOfUser,
  isSlugTaken,
  listResumeLinkDays,
  reserveSlug,
  saveResumeLink,
  toUtcDay,
  type TResumeLinkRow,
} from '#server/db/resume-links.queries.ts';
import { findResumeOwner } from '#server/db/resumes.queries.ts';
import { RESUME_NOT_FOUND } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import { getUniqueViolationConstraint } from '#server/lib/db-errors.ts';
import type { TPdfPageSize } from '#server/resume-engine/pdf/resume-pdf.ts';
import type { TSecretBox } from '#server/lib/secret-box.ts';
import { createSingleFlightCache } from '#server/lib/single-flight-cache.ts';
import { runInWorkerOrBusy } from '#server/resume-engine/run-in-worker.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { assertUserAccess, inOwnerTransaction } from '../resume-access.ts';
import { makeResumePdf } from '../resume-pdf.ts';

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
      const linkId = await saveResumeLink(tx, {
        userId,
        resumeId: request.resumeId,
        slug,
        isSlugChosen,
        isIndexable: request.isIndexable,
        showsContact: request.showsContact,
      });
      if (!(await reserveSlug(tx, { slug, userId, linkId }))) throw new AppError('CONFLICT', SLUG_TAKEN);
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
    // Two developers choosing the same slug at once: the unique indexes decide.
    const constraint = getUniqueViolationConstraint(error);
    if (constraint === 'resume_links_slug_unique' || constraint === 'resume_link_slugs_pkey') throw new AppError('CONFLICT', SLUG_TAKEN);
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
  template: TResumeTemplate;
  /** The title under the name ('Senior Backend Engineer'), for link previews. */
  headline: string | null;
  updatedAt: Date;
  /** Changes whenever what the page shows changes. */
  versionKey: string;
};

const PAGE_BUSY = 'Many people are opening resumes right now. Please try again in a minute.';
/**
 * Pages as shared and their PDFs, by link, resume version, name and contact setting (and page size):
 * a page is opened far more often than it changes. Any change makes a new key; old ones age out.
 */
const preparedPages = createSingleFlightCache<{ markdown: string; headline: string | null }>({ maxEntries: 500 });
const publicPdfs = createSingleFlightCache<Uint8Array>({ maxEntries: 200, maxSize: 64 * 1024 * 1024, sizeOf: (pdf) => pdf.byteLength });

/** Visitors this server counted today, by use and keyed hash (which holds the day). */
const countedVisits = createSingleFlightCache<true>({ maxEntries: 20_000 });

const toVersionKey = (
  published: Pick<TPublishedResumeRow, 'linkId' | 'resumeId' | 'updatedAt' | 'showsContact' | 'fullName' | 'template'>,
) =>
  [
    published.linkId,
    published.resumeId,
    published.updatedAt.getTime(),
    published.showsContact,
    published.fullName,
    published.template,
  ].join(':');

/** The markdown as shared and its headline, made in the worker pool's public lane: parsing grows with the resume. */
function preparePage(published: TPublishedResumeRow) {
  return preparedPages.get(toVersionKey(published), () =>
    runInWorkerOrBusy('public-resume', { markdown: published.content, showsContact: published.showsContact }, PAGE_BUSY, {
      lane: 'public',
    }),
  );
}

/**
 * The page behind a slug, its contact details hidden unless shown; `movedTo` for a slug the link had
 * before a rename; 404 when nothing is published there.
 */
export async function findPublicResume(db: Executor, params: { slug: string }): Promise<{ page: TPublicResumePage } | { movedTo: string }> {
  const slug = params.slug.toLowerCase();
  const published = await findPublishedResume(db, { slug });
  if (!published) {
    const movedTo = await findMovedSlug(db, { slug });
    if (movedTo) return { movedTo };
    throw new AppError('NOT_FOUND', RESUME_LINK_NOT_FOUND);
  }
  const { markdown, headline } = await preparePage(published);
  return {
    page: {
      linkId: published.linkId,
      ownerId: published.userId,
      fullName: published.fullName,
      isIndexable: published.isIndexable,
      markdown,
      template: published.template,
      headline,
      updatedAt: published.updatedAt,
      versionKey: toVersionKey(published),
    },
  };
}

/** The page's PDF, made once per version and page size in the worker pool's public lane. */
export function getPublicResumePdf(page: TPublicResumePage, pageSize: TPdfPageSize): Promise<Uint8Array> {
  return publicPdfs.get(`${page.versionKey}:${pageSize}`, () =>
    makeResumePdf({ markdown: page.markdown, fileName: toPublicPdfName(page), pageSize, template: page.template }, { lane: 'public' }),
  );
}

export const toPublicPdfName = (page: TPublicResumePage) => `${page.fullName} Resume`;

/**
 * Counts a view or download of someone else's link, once a day per visitor: the account when signed
 * in, else the address. The owner looking at their own page is not counted.
 */
export async function countPublicResumeUse(
  ctx: { db: Executor; secrets: TSecretBox },
  params: { page: TPublicResumePage; viewerId: number | null; address: string; use: 'views' | 'downloads' },
): Promise<void> {
  const { page, viewerId, address, use } = params;
  if (viewerId === page.ownerId) return;
  const day = toUtcDay();
  const visitor = ctx.secrets.sign(
    `${page.linkId}:${day}:${viewerId === null ? `address:${address}` : `user:${viewerId}`}`,
    'resume link visitor',
  );
  // A visitor this server has counted today costs no write (a flood from one address costs one).
  await countedVisits.get(`${use}:${visitor}`, async () => {
    await countResumeLinkUse(ctx.db, { linkId: page.linkId, use, day, visitor });
    return true;
  });
}
