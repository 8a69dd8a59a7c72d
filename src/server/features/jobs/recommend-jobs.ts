/** A developer's recommended jobs: open jobs they have not applied to, best fit first (matching/job-matching). */
import { RECOMMENDED_JOBS_MAX, type TRecommendedJobs } from '#shared/schemas/jobs.ts';
import type { TAppContext } from '#server/context.ts';
import { pickJobsFor } from '#server/matching/job-matching/match-jobs.ts';
import type { TActor } from '#server/plugins/auth.ts';

export async function recommendJobs({ db }: Pick<TAppContext, 'db'>, actor: TActor): Promise<TRecommendedJobs> {
  const picked = await pickJobsFor(db, actor.viewer.id, { limit: RECOMMENDED_JOBS_MAX });
  return picked ? { jobs: picked.jobs, hasSkills: true } : { jobs: [], hasSkills: false };
}
