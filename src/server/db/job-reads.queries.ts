/**
 * Jobs and companies as every reader shows them (the jobs feature, conversations about a job, and the
 * matching engine's recommendations): a job always comes with its company. The jobs feature's own
 * queries (the board, public jobs, writes) are in features/jobs/jobs.queries.ts.
 */
import { and, desc, eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TCompany, TJob } from '#shared/schemas/jobs.ts';
import type { Executor } from './client.ts';
import { companies, companyMembers, jobs, users } from './schema.ts';

type TCompanyRow = typeof companies.$inferSelect;
type TJobRow = typeof jobs.$inferSelect;

/** The logo's address changes with the file, so a browser may keep each one for good. */
export const toCompanyLogoUrl = (companyId: number, logoFileId: number) => `/api/companies/${companyId}/logo?v=${logoFileId}`;

const toLogoUrl = (row: TCompanyRow) => (row.logoFileId === null ? null : toCompanyLogoUrl(row.id, row.logoFileId));

/** A named company as its members see it, for the member `employerId`. */
export const toCompany = (row: TCompanyRow & { name: string }, employerId: number): TCompany => ({
  id: row.id,
  employerId,
  name: row.name,
  website: row.website,
  size: row.size as TCompany['size'],
  location: row.location,
  about: row.about,
  logoUrl: toLogoUrl(row),
  updatedAt: row.updatedAt.toISOString(),
});

/** The company's profile, null until it is named (a company of one starts unnamed). */
export async function findCompany(db: Executor, params: { companyId: number; employerId: number }): Promise<TCompany | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, params.companyId));
  return row && row.name !== null ? toCompany({ ...row, name: row.name }, params.employerId) : null;
}

const toJob = (row: TJobRow, company: TCompanyRow): TJob => ({
  id: row.id,
  status: row.status,
  title: row.title,
  description: row.description,
  requiredSkills: row.requiredSkills,
  niceToHaveSkills: row.niceToHaveSkills,
  experienceLevel: row.experienceLevel,
  location: row.location,
  workplaceType: row.workplaceType,
  salaryMin: row.salaryMin,
  salaryMax: row.salaryMax,
  salaryCurrency: row.salaryCurrency as TJob['salaryCurrency'],
  employmentType: row.employmentType,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  closedAt: row.closedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  company: {
    id: company.id,
    employerId: row.postedByUserId,
    // Jobs are posted only once the company is named, and a name can be changed but not removed.
    name: company.name ?? '',
    website: company.website,
    size: company.size as TJob['company']['size'],
    location: company.location,
    about: company.about,
    logoUrl: toLogoUrl(company),
  },
});

/** Jobs with their company, newest first unless `orderBy` says otherwise. */
export async function selectJobs(
  db: Executor,
  where: SQL | undefined,
  page?: { limit: number; offset: number; orderBy: SQL[] },
): Promise<TJob[]> {
  const query = db
    .select({ job: jobs, company: companies })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(where)
    .orderBy(...(page?.orderBy ?? [desc(jobs.createdAt), desc(jobs.id)]));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((row) => toJob(row.job, row.company));
}

export async function findJob(db: Executor, params: { jobId: number }): Promise<TJob | null> {
  const [job] = await selectJobs(db, eq(jobs.id, params.jobId));
  return job ?? null;
}

/**
 * A company whose jobs may be public: one of its hiring members (an owner or recruiter) has confirmed
 * their address. `companyId` is the company column of the query this goes into, named with its table
 * (a single-table select would print it bare, and the subquery would read its own column instead).
 */
export const isCompanyConfirmed = (companyId: PgColumn) =>
  sql<boolean>`exists (select 1 from ${companyMembers} confirmed_member join ${users} confirmed_user on confirmed_user.id = confirmed_member.user_id
    where confirmed_member.company_id = ${sql.identifier(getTableName(companyId.table))}.${sql.identifier(companyId.name)}
      and confirmed_member.role <> 'viewer' and confirmed_user.email_verified_at is not null)`;

/** Of these companies, the ones whose jobs may be public. */
export async function findConfirmedCompanyIds(db: Executor, params: { companyIds: number[] }): Promise<Set<number>> {
  if (params.companyIds.length === 0) return new Set();
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(inArray(companies.id, params.companyIds), isCompanyConfirmed(companies.id)));
  return new Set(rows.map((row) => row.id));
}

/** The jobs of these ids that still exist, in no particular order. */
export function findJobsByIds(db: Executor, params: { jobIds: number[] }): Promise<TJob[]> {
  return params.jobIds.length === 0 ? Promise.resolve([]) : selectJobs(db, inArray(jobs.id, params.jobIds));
}
