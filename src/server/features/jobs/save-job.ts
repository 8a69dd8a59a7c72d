/** A developer keeps jobs to look at again: any job they may see (open or closed), at most SAVED_JOBS_MAX. */
import { SAVED_JOBS_MAX } from '#shared/job-values.ts';
import type { TSavedJobs } from '#shared/schemas/jobs.ts';
import type { TAppContext } from '#server/context.ts';

import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { JOB_NOT_FOUND } from './jobs-access.ts';
import { findPublicJob } from './jobs.queries.ts';
import { countSavedJobs, deleteSavedJob, insertSavedJob, isJobSaved, listSavedJobs } from './saved-jobs.queries.ts';

type TContext = Pick<TAppContext, 'db'>;

export async function saveJob({ db }: TContext, actor: TActor, params: { jobId: number }): Promise<void> {
  const userId = actor.viewer.id;
  if (!(await findPublicJob(db, params))) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
  await db.transaction(async (tx) => {
    if (await isJobSaved(tx, { userId, jobId: params.jobId })) return;
    if ((await countSavedJobs(tx, { userId })) >= SAVED_JOBS_MAX) {
      throw new AppError('CONFLICT', `You can keep at most ${SAVED_JOBS_MAX} saved jobs. Remove one before saving another.`);
    }
    await insertSavedJob(tx, { userId, jobId: params.jobId });
  });
}

/** Forgetting a job that is not saved is not an error: the end state is what was asked for. */
export async function forgetSavedJob({ db }: TContext, actor: TActor, params: { jobId: number }): Promise<void> {
  await deleteSavedJob(db, { userId: actor.viewer.id, jobId: params.jobId });
}

export async function getSavedJobs({ db }: TContext, actor: TActor): Promise<TSavedJobs> {
  return { jobs: await listSavedJobs(db, { userId: actor.viewer.id }) };
}
