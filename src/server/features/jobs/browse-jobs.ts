/** Reading jobs: an employer's own (drafts included), the public board, and one job as its viewer may see it. */
import { JOB_PAGE_SIZE } from '#shared/job-values.ts';
import type { TJob, TJobBoard, TJobBoardQuery } from '#shared/schemas/jobs.ts';
import type { TAppContext } from '#server/context.ts';
import { findMembership } from '#server/db/company-members.queries.ts';
import { findJob } from '#server/db/job-reads.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { toSkillKeys } from '#server/resume-engine/skills/skill-keys.ts';
import { JOB_NOT_FOUND, resolveJobsWorkspace } from './jobs-access.ts';
import { findPublicJob, listCompanyJobs, searchOpenJobs } from './jobs.queries.ts';

export async function listOwnJobs({ db }: Pick<TAppContext, 'db'>, actor: TActor, params: { employerId: number }): Promise<TJob[]> {
  const { companyId } = await resolveJobsWorkspace(db, actor, params.employerId, 'read');
  return listCompanyJobs(db, { companyId });
}

/** At most this many title words are searched for; more add nothing a reader would mean. */
const TITLE_WORDS_MAX = 8;

/** A page of the board: the query's text turned into title words and skill keys. */
export async function browseOpenJobs({ db }: Pick<TAppContext, 'db'>, query: TJobBoardQuery): Promise<TJobBoard> {
  const { q, skills, remote, level, salaryMin, page = 1 } = query;
  const filter = {
    titleWords: (q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, TITLE_WORDS_MAX),
    skillKeys: toSkillKeys(
      (skills ?? '')
        .split(',')
        .map((skill) => skill.trim())
        .filter(Boolean),
    ),
    remoteOnly: remote === 'true',
    experienceLevel: level ?? null,
    salaryAtLeast: salaryMin ?? null,
  };
  const found = await searchOpenJobs(db, { filter, page, pageSize: JOB_PAGE_SIZE });
  return { ...found, page, pageSize: JOB_PAGE_SIZE };
}

/**
 * A job as `viewer` may see it: open and closed jobs of a confirmed employer are public; any other
 * (a draft, or the job of an employer yet to confirm their address) is its owner's (and an admin's)
 * alone, unknown to everyone else.
 */
export async function getVisibleJob({ db }: Pick<TAppContext, 'db'>, viewer: TActor['viewer'] | null, jobId: number): Promise<TJob> {
  const job = viewer === null ? null : await findJob(db, { jobId });
  const viewersCompany = job && viewer ? await findMembership(db, { userId: viewer.id }) : null;
  if (job && (viewersCompany?.companyId === job.company.id || viewer?.userType === 'admin')) return job;
  const publicJob = await findPublicJob(db, { jobId });
  if (!publicJob) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
  return publicJob;
}
