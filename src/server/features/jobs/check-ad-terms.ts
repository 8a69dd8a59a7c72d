/**
 * The apply dialog's keyword check: which terms of a job's ad (read by the resume engine from the
 * ad as the job's page shows it) one of the developer's own resumes mentions. It counts terms and
 * gives no rate: the job's fit (get-job-fit.ts) is the one match figure of a job. Nothing is stored,
 * so choosing another resume in the dialog only reads.
 */
import { getJobAdText } from '#shared/job-ad-text.ts';
import type { TAdTerms } from '#shared/schemas/jobs.ts';
import type { TAppContext } from '#server/context.ts';
import { getResume } from '#server/db/resumes.queries.ts';
import { RESUME_NOT_FOUND } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { runInWorkerOrBusy } from '#server/resume-engine/run-in-worker.ts';
import { JOB_NOT_FOUND } from './jobs-access.ts';
import { findPublicJob } from './jobs.queries.ts';

const CHECK_BUSY = 'We are checking many resumes right now. Please try again in a minute.';

export async function checkAdTerms(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { jobId: number; resumeId: number },
): Promise<TAdTerms> {
  const job = await findPublicJob(db, { jobId: params.jobId });
  if (!job) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
  // Scoped by owner: another developer's resume is as unknown as one that does not exist.
  const resume = await getResume(db, { resumeId: params.resumeId, userId: actor.viewer.id });
  if (!resume) throw new AppError('NOT_FOUND', RESUME_NOT_FOUND);
  const terms = await runInWorkerOrBusy('ad-terms', { resumeText: resume.content, adText: getJobAdText(job) }, CHECK_BUSY);
  return { terms };
}
