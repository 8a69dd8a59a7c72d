/**
 * Jobs and companies as every reader shows them (the jobs feature, conversations about a job, and the
 * matching engine's recommendations): a job always comes with its company. The jobs feature's own
 * queries (the board, public jobs, writes) are in features/jobs/jobs.queries.ts.
 */
import { and, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { TCompany, TJob } from '#shared/schemas/jobs.ts';
import type { Executor } from './client.ts';
import { companies, jobs, users } from './schema.ts';

type TCompanyRow = typeof companies.$inferSelect;
type TJobRow = typeof jobs.$inferSelect;

/** The logo's address changes with the file, so a browser may keep each one for good. */
export const toCompanyLogoUrl = (employerId: number, logoFileId: number) => `/api/companies/${employerId}/logo?v=${logoFileId}`;

const toLogoUrl = (row: TCompanyRow) => (row.logoFileId === null ? null : toCompanyLogoUrl(row.employerId, row.logoFileId));

export const toCompany = (row: TCompanyRow): TCompany => ({
  employerId: row.employerId,
  name: row.name,
  website: row.website,
  size: row.size as TCompany['size'],
  location: row.location,
  about: row.about,
  logoUrl: toLogoUrl(row),
  updatedAt: row.updatedAt.toISOString(),
});

export async function findCompany(db: Executor, params: { employerId: number }): Promise<TCompany | null> {
  const [row] = await db.select().from(companies).where(eq(companies.employerId, params.employerId));
  return row ? toCompany(row) : null;
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
    employerId: company.employerId,
    name: company.name,
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
    .innerJoin(companies, eq(companies.employerId, jobs.employerId))
    .where(where)
    .orderBy(...(page?.orderBy ?? [desc(jobs.createdAt), desc(jobs.id)]));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((row) => toJob(row.job, row.company));
}

export async function findJob(db: Executor, params: { jobId: number }): Promise<TJob | null> {
  const [job] = await selectJobs(db, eq(jobs.id, params.jobId));
  return job ?? null;
}

/** Of these employers, the ones whose address is confirmed. */
export async function findConfirmedEmployerIds(db: Executor, params: { employerIds: number[] }): Promise<Set<number>> {
  if (params.employerIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, params.employerIds), isNotNull(users.emailVerifiedAt)));
  return new Set(rows.map((row) => row.id));
}

/** The jobs of these ids that still exist, in no particular order. */
export function findJobsByIds(db: Executor, params: { jobIds: number[] }): Promise<TJob[]> {
  return params.jobIds.length === 0 ? Promise.resolve([]) : selectJobs(db, inArray(jobs.id, params.jobIds));
}
