/**
 * What employers do with their company and jobs. Each use case checks that the employer acts on
 * their own data (admins read, never change, another's), writes in one transaction and audits it.
 * A job moves draft → open ⇄ closed: publishing stamps publishedAt once; a published job never
 * goes back to draft.
 */
import type { TJobStatus } from '#shared/job-values.ts';
import { JOB_PAGE_SIZE } from '#shared/job-values.ts';
import type { TCompanyFields, TJob, TJobBoard, TJobBoardQuery, TJobChanges, TNewJob } from '#shared/schemas/jobs.ts';
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { assertVerifiedIfEmployer, EMPLOYER_NOT_VERIFIED_TO_PUBLISH } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import { assertEmployerAccess as assertAccessToEmployer, type TActor } from '#server/plugins/auth.ts';
import { findCompany, findJob, findPublicJob } from '#server/db/jobs.queries.ts';
import { toSkillColumns, toSkillKeys } from '#server/resume-engine/skills/skill-keys.ts';
import {
  countActiveJobs,
  insertJob,
  listEmployerJobs,
  lockJob,
  searchOpenJobs,
  updateJobRow,
  upsertCompany,
  type TJobFields,
} from './jobs.queries.ts';

export const JOB_NOT_FOUND = 'Job not found';
export const COMPANY_REQUIRED = 'Add your company name before posting a job.';
const NOT_YOUR_JOBS = 'You can only manage your own company and jobs.';

type TContext = Pick<TAppContext, 'db' | 'config'>;

/** The employer the path names may be read by them and by admins; changed by them alone (403 either way). */
export function assertEmployerAccess(actor: TActor, employerId: number, access: 'read' | 'change'): void {
  assertAccessToEmployer(actor.viewer, employerId, access, NOT_YOUR_JOBS);
}

export async function getCompany({ db }: Pick<TAppContext, 'db'>, actor: TActor, params: { employerId: number }) {
  assertEmployerAccess(actor, params.employerId, 'read');
  return findCompany(db, params);
}

export async function saveCompany({ db }: TContext, actor: TActor, params: { employerId: number; company: TCompanyFields }) {
  assertEmployerAccess(actor, params.employerId, 'change');
  const { name } = params.company;
  return db.transaction(async (tx) => {
    const company = await upsertCompany(tx, { employerId: params.employerId, company: params.company });
    await writeAuditLog(tx, {
      action: 'company.saved',
      resourceType: 'company',
      resourceId: params.employerId,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
      details: { name },
    });
    return company;
  });
}

/** The skill lists and their taxonomy keys, as stored. */
function toSkillFields(requiredSkills: string[], niceToHaveSkills: string[]) {
  return { requiredSkills, niceToHaveSkills, skillKeys: toSkillColumns([...requiredSkills, ...niceToHaveSkills]).skillKeys };
}

export async function createJob({ db, config }: TContext, actor: TActor, params: { employerId: number; job: TNewJob }): Promise<TJob> {
  assertEmployerAccess(actor, params.employerId, 'change');
  const { status, requiredSkills, niceToHaveSkills, ...fields } = params.job;
  if (status === 'open') assertVerifiedIfEmployer(actor.viewer, EMPLOYER_NOT_VERIFIED_TO_PUBLISH);
  const jobId = await db.transaction(async (tx) => {
    if (!(await findCompany(tx, { employerId: params.employerId }))) throw new AppError('BAD_REQUEST', COMPANY_REQUIRED);
    if ((await countActiveJobs(tx, { employerId: params.employerId })) >= config.jobsPerEmployer) {
      throw new AppError(
        'CONFLICT',
        `You can have at most ${config.jobsPerEmployer} draft and open jobs. Close one before posting another.`,
      );
    }
    const id = await insertJob(tx, {
      employerId: params.employerId,
      job: {
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

/** What a status change sets, or why it is refused. */
function toStatusChange(from: TJobStatus, to: TJobStatus, publishedAt: Date | null): Partial<TJobFields> {
  if (from === to) return {};
  if (to === 'draft') throw new AppError('BAD_REQUEST', 'A published job cannot go back to draft.');
  if (to === 'closed' && from !== 'open') throw new AppError('BAD_REQUEST', 'Only an open job can be closed.');
  if (to === 'open') return { status: 'open', closedAt: null, publishedAt: publishedAt ?? new Date() };
  return { status: 'closed', closedAt: new Date() };
}

export async function updateJob(
  { db }: TContext,
  actor: TActor,
  params: { employerId: number; jobId: number; changes: TJobChanges },
): Promise<TJob> {
  assertEmployerAccess(actor, params.employerId, 'change');
  const { status, requiredSkills, niceToHaveSkills, ...fields } = params.changes;
  // Publishing a draft and reopening a closed job both put it on the board.
  if (status === 'open') assertVerifiedIfEmployer(actor.viewer, EMPLOYER_NOT_VERIFIED_TO_PUBLISH);
  await db.transaction(async (tx) => {
    const current = await lockJob(tx, { jobId: params.jobId });
    if (!current || current.employerId !== params.employerId) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
    const skillChanges =
      requiredSkills === undefined && niceToHaveSkills === undefined
        ? {}
        : toSkillFields(requiredSkills ?? current.requiredSkills, niceToHaveSkills ?? current.niceToHaveSkills);
    const statusChanges = status === undefined ? {} : toStatusChange(current.status, status, current.publishedAt);
    await updateJobRow(tx, { jobId: params.jobId, changes: { ...fields, ...skillChanges, ...statusChanges } as Partial<TJobFields> });
    await writeAuditLog(tx, {
      action: statusChanges.status === 'closed' ? 'job.closed' : statusChanges.status === 'open' ? 'job.opened' : 'job.updated',
      resourceType: 'job',
      resourceId: params.jobId,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
      details: { fields: Object.keys(params.changes) },
    });
  });
  return (await findJob(db, { jobId: params.jobId }))!;
}

export function listOwnJobs({ db }: Pick<TAppContext, 'db'>, actor: TActor, params: { employerId: number }): Promise<TJob[]> {
  assertEmployerAccess(actor, params.employerId, 'read');
  return listEmployerJobs(db, params);
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
  if (job && (viewer?.id === job.company.employerId || viewer?.userType === 'admin')) return job;
  const publicJob = await findPublicJob(db, { jobId });
  if (!publicJob) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
  return publicJob;
}
