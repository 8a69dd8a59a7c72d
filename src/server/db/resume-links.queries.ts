/**
 * Public resume links (/r/{slug}) and their daily counts. One link per developer; the link and its
 * counts go with the resume it points at and with the account. Counts are by UTC day and kept for
 * RESUME_LINK_DAYS_KEPT days, the developer's chart and a little more.
 */
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { RESUME_LINK_STATS_DAYS, type TResumeLinkDay } from '#shared/schemas/resume-link.ts';
import type { Executor } from './client.ts';
import { resumeLinkDays, resumeLinks, resumes, users } from './schema.ts';

const RESUME_LINK_DAYS_KEPT = RESUME_LINK_STATS_DAYS + 5;
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of the UTC day `daysAgo` days before today. */
const toUtcDay = (daysAgo = 0) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

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

/** Whether another developer's link already has this slug. */
export async function isSlugTaken(db: Executor, params: { slug: string; userId: number }): Promise<boolean> {
  const [row] = await db.select({ userId: resumeLinks.userId }).from(resumeLinks).where(eq(resumeLinks.slug, params.slug));
  return row !== undefined && row.userId !== params.userId;
}

/** Creates the developer's link, or points it at another resume and changes its settings. */
export async function saveResumeLink(
  tx: Executor,
  params: { userId: number; resumeId: number; slug: string; isSlugChosen: boolean; isIndexable: boolean; showsContact: boolean },
): Promise<void> {
  const { userId: _owner, ...settings } = params;
  await tx
    .insert(resumeLinks)
    .values(params)
    .onConflictDoUpdate({ target: resumeLinks.userId, set: { ...settings, updatedAt: sql`now()` } });
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
      updatedAt: resumes.updatedAt,
    })
    .from(resumeLinks)
    .innerJoin(resumes, eq(resumes.id, resumeLinks.resumeId))
    .innerJoin(users, eq(users.id, resumeLinks.userId))
    .where(and(eq(resumeLinks.slug, params.slug), isNull(users.suspendedAt)));
  return row;
}

/** One more view or download today. */
export async function countResumeLinkUse(db: Executor, params: { linkId: number; use: 'views' | 'downloads' }): Promise<void> {
  const column = resumeLinkDays[params.use];
  await db
    .insert(resumeLinkDays)
    .values({ linkId: params.linkId, day: toUtcDay(), [params.use]: 1 })
    .onConflictDoUpdate({ target: [resumeLinkDays.linkId, resumeLinkDays.day], set: { [params.use]: sql`${column} + 1` } });
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

/** Housekeeping: counts older than the chart shows. */
export async function deleteOldResumeLinkDays(db: Executor): Promise<void> {
  await db.delete(resumeLinkDays).where(lt(resumeLinkDays.day, toUtcDay(RESUME_LINK_DAYS_KEPT)));
}
