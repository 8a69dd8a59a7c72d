/**
 * Reading interviews: an application's and the company's (every member, viewers included), the
 * developer's own, and one interview for a thread's card (its developer or its company's members).
 */
import { INTERVIEW_NOT_FOUND, type TInterview } from '#shared/schemas/interviews.ts';
import type { TAppContext } from '#server/context.ts';
import { findMembership } from '#server/db/company-members.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { findJob } from '#server/db/job-reads.queries.ts';
import { assertVerifiedIfEmployer, JOB_NOT_FOUND } from '#server/lib/access.ts';
import { resolveJobsWorkspace } from '../jobs/jobs-access.ts';
import { findInterviewParties, listInterviews } from './interviews.queries.ts';

type TDb = Pick<TAppContext, 'db'>;

export async function listCompanyInterviews(
  { db }: TDb,
  actor: TActor,
  params: { employerId: number; jobId?: number; applicationId?: number; upcoming: boolean },
): Promise<TInterview[]> {
  const { companyId } = await resolveJobsWorkspace(db, actor, params.employerId, 'read');
  // Interviews name candidates: the pipeline's rule (decision 024).
  assertVerifiedIfEmployer(actor.viewer);
  if (params.jobId !== undefined && (await findJob(db, { jobId: params.jobId }))?.company.id !== companyId) {
    throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
  }
  return listInterviews(db, { companyId, jobId: params.jobId, applicationId: params.applicationId, upcoming: params.upcoming });
}

export function listOwnInterviews({ db }: TDb, actor: TActor): Promise<TInterview[]> {
  return listInterviews(db, { developerUserId: actor.viewer.id, upcoming: true });
}

export async function getInterview({ db }: TDb, actor: TActor, params: { interviewId: number }): Promise<TInterview> {
  assertVerifiedIfEmployer(actor.viewer);
  const parties = await findInterviewParties(db, params);
  const isDeveloper = parties?.developerUserId === actor.viewer.id;
  const isMember = !isDeveloper && parties && (await findMembership(db, { userId: actor.viewer.id }))?.companyId === parties.companyId;
  const [interview] = isDeveloper || isMember ? await listInterviews(db, params) : [];
  if (!interview) throw new AppError('NOT_FOUND', INTERVIEW_NOT_FOUND);
  return interview;
}
