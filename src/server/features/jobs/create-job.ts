/**
 * Posting a job: the employer posts for their own company, a draft or open at once (open needs a
 * confirmed address), within their limit of draft and open jobs; one transaction with its audit entry.
 */
import type { TJob, TNewJob } from '#shared/schemas/jobs.ts';
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { findCompany, findJob } from '#server/db/job-reads.queries.ts';
import { assertVerifiedIfEmployer, EMPLOYER_NOT_VERIFIED_TO_PUBLISH } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { toSkillColumns } from '#server/resume-engine/skills/skill-keys.ts';
import { resolveJobsWorkspace } from './jobs-access.ts';
import { countActiveJobs, insertJob, type TJobFields } from './jobs.queries.ts';
import { COMPANY_REQUIRED } from './save-company.ts';

/** The skill lists and their taxonomy keys, as stored. */
export function toSkillFields(requiredSkills: string[], niceToHaveSkills: string[]) {
  return { requiredSkills, niceToHaveSkills, skillKeys: toSkillColumns([...requiredSkills, ...niceToHaveSkills]).skillKeys };
}

export async function createJob(
  { db, config }: Pick<TAppContext, 'db' | 'config'>,
  actor: TActor,
  params: { employerId: number; job: TNewJob },
): Promise<TJob> {
  const { companyId } = await resolveJobsWorkspace(db, actor, params.employerId, 'change');
  const { status, requiredSkills, niceToHaveSkills, ...fields } = params.job;
  if (status === 'open') assertVerifiedIfEmployer(actor.viewer, EMPLOYER_NOT_VERIFIED_TO_PUBLISH);
  const jobId = await db.transaction(async (tx) => {
    if (!(await findCompany(tx, { companyId, employerId: params.employerId }))) throw new AppError('BAD_REQUEST', COMPANY_REQUIRED);
    if ((await countActiveJobs(tx, { companyId })) >= config.jobsPerEmployer) {
      throw new AppError(
        'CONFLICT',
        `You can have at most ${config.jobsPerEmployer} draft and open jobs. Close one before posting another.`,
      );
    }
    const id = await insertJob(tx, {
      companyId,
      job: {
        postedByUserId: actor.viewer.id,
        ...fields,
        ...toSkillFields(requiredSkills, niceToHaveSkills),
        status,
        publishedAt: status === 'open' ? new Date() : null,
      } satisfies TJobFields,
    });
    await writeAuditLog(tx, {
      action: 'job.created',
      resourceType: 'job',
      resourceId: id,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
      details: { title: fields.title, status },
    });
    return id;
  });
  return (await findJob(db, { jobId }))!;
}
