/** Employers with a company, and jobs, made through the API as a user would. */
import { sql, type AnyColumn } from 'drizzle-orm';
import { companyMembers } from '#server/db/schema.ts';
import type { TCreateJobRequest, TJob, TSaveCompanyRequest } from '#shared/schemas/jobs.ts';
import { eq } from 'drizzle-orm';
import type { TApp } from '#server/app.ts';
import { jobs } from '#server/db/schema.ts';
import { createUserWithSession } from './users.ts';

export async function saveCompany(app: TApp, employer: { user: { id: number }; cookie: string }, company: TSaveCompanyRequest) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/employer/${employer.user.id}/company`,
    headers: { cookie: employer.cookie },
    payload: company,
  });
  if (response.statusCode !== 200) throw new Error(`company save failed: ${response.statusCode} ${response.body}`);
}

/** An employer whose company is named, ready to post jobs. */
export async function createHiringEmployer(app: TApp, companyName = 'Northwind Labs') {
  const employer = await createUserWithSession(app, { userType: 'employer' });
  await saveCompany(app, employer, { name: companyName, location: 'Berlin, Germany' });
  return employer;
}

export const A_JOB: TCreateJobRequest = {
  title: 'Senior Go Engineer',
  description: 'Build **payments** services in Go on PostgreSQL.',
  requiredSkills: ['Go', 'PostgreSQL'],
  niceToHaveSkills: ['Kubernetes'],
  experienceLevel: 'senior',
  location: 'Berlin, Germany',
  workplaceType: 'hybrid',
  salaryMin: 80000,
  salaryMax: 100000,
  salaryCurrency: 'EUR',
  employmentType: 'full_time',
  status: 'open',
};

export async function postJob(
  app: TApp,
  employer: { user: { id: number }; cookie: string },
  job: Partial<TCreateJobRequest> = {},
): Promise<TJob> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/employer/${employer.user.id}/jobs`,
    headers: { cookie: employer.cookie },
    payload: { ...A_JOB, ...job },
  });
  if (response.statusCode !== 201) throw new Error(`job post failed: ${response.statusCode} ${response.body}`);
  return response.json<TJob>();
}

/**
 * An employer yet to confirm their address, with a company and a job they opened before publishing
 * waited for the confirmation: written to the database, as the API no longer allows it.
 */
export async function createUnconfirmedEmployerWithOpenJob(app: TApp, job: Partial<TCreateJobRequest> = {}) {
  const employer = await createUserWithSession(app, { userType: 'employer' }, { isVerified: false });
  await saveCompany(app, employer, { name: 'Unconfirmed Labs', location: 'Berlin, Germany' });
  const draft = await postJob(app, employer, { ...job, status: 'draft' });
  await app.ctx.db.update(jobs).set({ status: 'open', publishedAt: new Date() }).where(eq(jobs.id, draft.id));
  return { employer, job: { ...draft, status: 'open' as const } };
}

/** Rows of the company `userId` belongs to, for a `where` on `column` (a company id column). */
export const inCompanyOf = (column: AnyColumn, userId: number) =>
  sql`${column} in (select ${companyMembers.companyId} from ${companyMembers} where ${companyMembers.userId} = ${userId})`;
