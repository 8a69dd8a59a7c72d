/**
 * Public resume links (/r/{slug}) and their daily counts. One link per developer; the link and its
 * counts go with the resume it points at and with the account. Counts are by UTC day and kept for
 * RESUME_LINK_DAYS_KEPT days, the developer's chart and a little more; a visitor counts once a day.
 * Every slug a link had stays reserved for its account (resume_link_slugs).
 */
import { createHash } from 'node:crypto';
import { and, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import { RESUME_LINK_STATS_DAYS, type TResumeLinkDay } from '#shared/schemas/resumes/resume-link.ts';
import type { TResumeTemplate } from '#shared/schemas/resumes/resume.ts';
import type { Executor } from './client.ts';
import { resumeLinkDays, resumeLinkSlugs, resumeLinks, resumeLinkVisitors, resumes, users } from './schema.ts';

const RESUME_LINK_DAYS_KEPT = RESUME_LINK_STATS_DAYS + 5;
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of the UTC day `daysAgo` days before today. */
export const toUtcDay = (daysAgo = 0) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

export type TResumeLinkRow = {
  id: number;
  resumeId: number;
  resumeFileName: string;
  slug: string;
  isSlugChosen: boolean;
  isIndexable: boolean;
  showsContact: boolean;
  createdAt: Date;
};

const LINK_COLUMNS = {
  id: resumeLinks.id,
  resumeId: resumeLinks.resumeId,
  resumeFileName: resumes.fileName,
  slug: resumeLinks.slug,
  isSlugChosen: resumeLinks.isSlugChosen,
  isIndexable: resumeLinks.isIndexable,
  showsContact: resumeLinks.showsContact,
  createdAt: resumeLinks.createdAt,
};

/** The developer's link with the name of the resume it shows, or undefined. */
export async function findResumeLinkOfUser(db: Executor, params: { userId: number }): Promise<TResumeLinkRow | undefined> {
  const [row] = await db
    .select(LINK_COLUMNS)
    .from(resumeLinks)
    .innerJoin(resumes, eq(resumes.id, resumeLinks.resumeId))
    .where(eq(resumeLinks.userId, params.userId));
  return row;
}

const toSlugHash = (slug: string) => createHash('sha256').update(slug).digest('hex');

/** Whether the slug was ever used by another account (a deleted one's included). */
export async function isSlugTaken(db: Executor, params: { slug: string; userId: number }): Promise<boolean> {
  const [row] = await db
    .select({ userId: resumeLinkSlugs.userId })
    .from(resumeLinkSlugs)
    .where(eq(resumeLinkSlugs.slugHash, toSlugHash(params.slug)));
  return row !== undefined && row.userId !== params.userId;
}

/**
 * Reserves the slug for the account and points it at its link (again, for a slug the account used
 * before). False when another account holds it: two developers choosing one slug at once.
 */
export async function reserveSlug(tx: Executor, params: { slug: string; userId: number; linkId: number }): Promise<boolean> {
  const rows = await tx
    .insert(resumeLinkSlugs)
    .values({ slugHash: toSlugHash(params.slug), userId: params.userId, linkId: params.linkId })
    .onConflictDoUpdate({
      target: resumeLinkSlugs.slugHash,
      set: { linkId: params.linkId },
      setWhere: eq(resumeLinkSlugs.userId, params.userId),
    })
    .returning({ slugHash: resumeLinkSlugs.slugHash });
  return rows.length > 0;
}

/** The current slug of the published link that once had `slug`, or undefined (never used, unpublished since, owner suspended). */
export async function findMovedSlug(db: Executor, params: { slug: string }): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: resumeLinks.slug })
    .from(resumeLinkSlugs)
    .innerJoin(resumeLinks, eq(resumeLinks.id, resumeLinkSlugs.linkId))
    .innerJoin(users, eq(users.id, resumeLinks.userId))
    .where(and(eq(resumeLinkSlugs.slugHash, toSlugHash(params.slug)), ne(resumeLinks.slug, params.slug), isNull(users.suspendedAt)));
  return row?.slug;
}

/** Creates the developer's link, or points it at another resume and changes its settings; the link's id. */
export async function saveResumeLink(
  tx: Executor,
  params: { userId: number; resumeId: number; slug: string; isSlugChosen: boolean; isIndexable: boolean; showsContact: boolean },
): Promise<number> {
  const { userId: _owner, ...settings } = params;
  const [row] = await tx
    .insert(resumeLinks)
    .values(params)
    .onConflictDoUpdate({ target: resumeLinks.userId, set: { ...settings, updatedAt: sql`now()` } })
    .returning({ id: resumeLinks.id });
  return row!.id;
}

/** Removes the developer's link and its counts; false when there was none. */
export async function deleteResumeLink(db: Executor, params: { userId: number }): Promise<boolean> {
  const deleted = await db.delete(resumeLinks).where(eq(resumeLinks.userId, params.userId)).returning({ id: resumeLinks.id });
  return deleted.length > 0;
}

export type TPublishedResumeRow = {
  linkId: number;
  userId: number;
  resumeId: number;
  slug: string;
  isIndexable: boolean;
  showsContact: boolean;
  fullName: string;
  content: string;
  template: TResumeTemplate;
  updatedAt: Date;
};

/** The resume behind a slug, unless its owner's account is suspended. */
export async function findPublishedResume(db: Executor, params: { slug: string }): Promise<TPublishedResumeRow | undefined> {
  const [row] = await db
    .select({
      linkId: resumeLinks.id,
      userId: resumeLinks.userId,
      resumeId: resumeLinks.resumeId,
      slug: resumeLinks.slug,
      isIndexable: resumeLinks.isIndexable,
      showsContact: resumeLinks.showsContact,
      fullName: users.fullName,
      content: resumes.content,
      template: resumes.template,
      updatedAt: resumes.updatedAt,
    })
    .from(resumeLinks)
    .innerJoin(resumes, eq(resumes.id, resumeLinks.resumeId))
    .innerJoin(users, eq(users.id, resumeLinks.userId))
    .where(and(eq(resumeLinks.slug, params.slug), isNull(users.suspendedAt)));
  return row;
}

/**
 * One more view or download on `day` (today, 'YYYY-MM-DD' UTC), unless this visitor (a keyed hash of
 * who they are and the day) was counted for it that day already. One statement: two requests of one
 * visitor, on two servers, cannot both count.
 */
export async function countResumeLinkUse(
  db: Executor,
  params: { linkId: number; use: 'views' | 'downloads'; day: string; visitor: string },
): Promise<void> {
  const { linkId, use, day } = params;
  const column = sql.identifier(use);
  await db.execute(sql`
    with first_today as (
      insert into ${resumeLinkVisitors} (link_id, day, use, visitor)
      values (${linkId}, ${day}, ${use}, ${params.visitor})
      on conflict do nothing
      returning link_id
    )
    insert into ${resumeLinkDays} (link_id, day, ${column})
    select link_id, ${day}, 1 from first_today
    on conflict (link_id, day) do update set ${column} = ${resumeLinkDays}.${column} + 1`);
}

/** The link's counts for the last RESUME_LINK_STATS_DAYS days (today included), every day present, oldest first. */
export async function listResumeLinkDays(db: Executor, params: { linkId: number }): Promise<TResumeLinkDay[]> {
  const days = Array.from({ length: RESUME_LINK_STATS_DAYS }, (_, index) => toUtcDay(RESUME_LINK_STATS_DAYS - 1 - index));
  const counted = await db
    .select({ day: resumeLinkDays.day, views: resumeLinkDays.views, downloads: resumeLinkDays.downloads })
    .from(resumeLinkDays)
    .where(and(eq(resumeLinkDays.linkId, params.linkId), gte(resumeLinkDays.day, days[0]!)));
  const byDay = new Map(counted.map((row) => [row.day, row]));
  return days.map((day) => byDay.get(day) ?? { day, views: 0, downloads: 0 });
}

/** Housekeeping: counts older than the chart shows, and who was counted before today. */
export async function deleteOldResumeLinkDays(db: Executor): Promise<void> {
  await db.delete(resumeLinkDays).where(lt(resumeLinkDays.day, toUtcDay(RESUME_LINK_DAYS_KEPT)));
  await db.delete(resumeLinkVisitors).where(lt(resumeLinkVisitors.day, toUtcDay()));
}
