/**
 * Companies and jobs. Employer-side queries are scoped by the employer's id; the board reads open
 * jobs of confirmed employers only.
 */
import { and, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { TCompany, TCompanyFields, TJob } from '#shared/schemas/jobs.ts';
import type { Executor } from '#server/db/client.ts';
import { isCompanyConfirmed, selectJobs, toCompany } from '#server/db/job-reads.queries.ts';
import { companies, jobs } from '#server/db/schema.ts';
import { toContainsPattern } from '#server/lib/like-pattern.ts';

/**
 * The job's company has a hiring member with a confirmed e-mail address. Only then is a published job
 * public: a job opened before that stays off the board, the sitemap and its page.
 */
const IS_EMPLOYER_CONFIRMED = isCompanyConfirmed(jobs.companyId);

/** What anyone may see: a published (open or closed) job of a confirmed employer. */
export const IS_PUBLIC_JOB = and(ne(jobs.status, 'draft'), IS_EMPLOYER_CONFIRMED)!;

export async function findPublicJob(db: Executor, params: { jobId: number }): Promise<TJob | null> {
  const [job] = await selectJobs(db, and(eq(jobs.id, params.jobId), IS_PUBLIC_JOB));
  return job ?? null;
}

/** Replaces the company's profile (naming it the first time). */
export async function updateCompanyProfile(
  db: Executor,
  params: { companyId: number; employerId: number; company: TCompanyFields },
): Promise<TCompany> {
  const [row] = await db
    .update(companies)
    .set({ ...params.company, updatedAt: sql`now()` })
    .where(eq(companies.id, params.companyId))
    .returning();
  return toCompany({ ...row!, name: params.company.name }, params.employerId);
}

export function listCompanyJobs(db: Executor, params: { companyId: number }): Promise<TJob[]> {
  return selectJobs(db, eq(jobs.companyId, params.companyId));
}

/** Jobs the company has not closed: what the per-company limit counts. */
export async function countActiveJobs(db: Executor, params: { companyId: number }): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(jobs)
    .where(and(eq(jobs.companyId, params.companyId), inArray(jobs.status, ['draft', 'open'])));
  return row?.total ?? 0;
}

export type TJobFields = Omit<typeof jobs.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

export async function insertJob(db: Executor, params: { companyId: number; job: TJobFields }): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({ companyId: params.companyId, ...params.job })
    .returning({ id: jobs.id });
  return row!.id;
}

export async function updateJobRow(db: Executor, params: { jobId: number; changes: Partial<TJobFields> }): Promise<void> {
  await db
    .update(jobs)
    .set({ ...params.changes, updatedAt: sql`now()` })
    .where(eq(jobs.id, params.jobId));
}

/** What a change of the job starts from, with the row locked. */
export async function lockJob(db: Executor, params: { jobId: number }) {
  const [row] = await db
    .select({
      companyId: jobs.companyId,
      postedByUserId: jobs.postedByUserId,
      status: jobs.status,
      publishedAt: jobs.publishedAt,
      requiredSkills: jobs.requiredSkills,
      niceToHaveSkills: jobs.niceToHaveSkills,
      isEmployerConfirmed: IS_EMPLOYER_CONFIRMED,
    })
    .from(jobs)
    .where(eq(jobs.id, params.jobId))
    .for('update');
  return row;
}

export type TJobBoardFilter = {
  /** Words that must each appear in the title. */
  titleWords: string[];
  /** Skill keys: a job asking for any of them. */
  skillKeys: string[];
  remoteOnly: boolean;
  experienceLevel: TJob['experienceLevel'];
  /** Jobs that may pay at least this (their maximum, or else minimum, reaches it). */
  salaryAtLeast: number | null;
};

function toBoardWhere(filter: TJobBoardFilter): SQL {
  const conditions: SQL[] = [eq(jobs.status, 'open'), IS_EMPLOYER_CONFIRMED];
  for (const word of filter.titleWords) conditions.push(ilike(jobs.title, toContainsPattern(word)));
  if (filter.skillKeys.length > 0) conditions.push(sql`${jobs.skillKeys} && ${sql.param(filter.skillKeys)}::text[]`);
  if (filter.remoteOnly) conditions.push(eq(jobs.workplaceType, 'remote'));
  if (filter.experienceLevel) conditions.push(eq(jobs.experienceLevel, filter.experienceLevel));
  if (filter.salaryAtLeast !== null) {
    conditions.push(sql`coalesce(${jobs.salaryMax}, ${jobs.salaryMin}) >= ${filter.salaryAtLeast}`);
  }
  return and(...conditions)!;
}

/** A page of open jobs matching the filter, newest first, and how many match in all. */
export async function searchOpenJobs(
  db: Executor,
  params: { filter: TJobBoardFilter; page: number; pageSize: number },
): Promise<{ jobs: TJob[]; total: number }> {
  const where = toBoardWhere(params.filter);
  const [found, [totals]] = await Promise.all([
    selectJobs(db, where, {
      limit: params.pageSize,
      offset: (params.page - 1) * params.pageSize,
      orderBy: [desc(jobs.publishedAt), desc(jobs.id)],
    }),
    db.select({ total: count() }).from(jobs).where(where),
  ]);
  return { jobs: found, total: totals?.total ?? 0 };
}

/** Open jobs for the sitemap, newest first. */
export function listOpenJobPages(db: Executor, params: { limit: number }) {
  return db
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(and(eq(jobs.status, 'open'), IS_EMPLOYER_CONFIRMED))
    .orderBy(desc(jobs.publishedAt), desc(jobs.id))
    .limit(params.limit);
}
