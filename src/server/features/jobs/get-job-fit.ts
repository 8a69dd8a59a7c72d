/** How the developer fits one job anyone may see (open or closed), as matching/job-matching measures it. */
import type { TJobFit } from '#shared/schemas/jobs.ts';
import type { TAppContext } from '#server/context.ts';
import { AppError } from '#server/lib/app-error.ts';
import { findJobTerms } from '#server/matching/job-matching/job-matching.queries.ts';
import { measureJobFit } from '#server/matching/job-matching/match-jobs.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { JOB_NOT_FOUND } from './jobs-access.ts';
import { findPublicJob } from './jobs.queries.ts';

export async function getJobFit({ db }: Pick<TAppContext, 'db'>, actor: TActor, params: { jobId: number }): Promise<TJobFit> {
  const terms = await findJobTerms(db, params);
  if (!terms || !(await findPublicJob(db, params))) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
  return measureJobFit(db, { userId: actor.viewer.id, terms });
}
