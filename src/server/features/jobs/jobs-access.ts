/**
 * Who may act on a company and its jobs: the employer the path names acts for their company (a viewer
 * reads only), an admin may read it (403 either way); and what a job nobody may see answers.
 */
import type { Executor } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { resolveNamedEmployerWorkspace, type TWorkspace } from '#server/plugins/employer-workspace.ts';

// The jobs' use cases take the answer beside their access rule.
export { JOB_NOT_FOUND } from '#server/lib/access.ts';

const NOT_YOUR_JOBS = 'You can only manage your own company and jobs.';

const OWNERS_ONLY = 'Only an owner can change the company profile.';

export function resolveJobsWorkspace(db: Executor, actor: TActor, employerId: number, access: 'read' | 'change'): Promise<TWorkspace> {
  return resolveNamedEmployerWorkspace(db, actor, { employerId, access, notYours: NOT_YOUR_JOBS });
}

/** The company profile and logo: every member reads them, owners alone change them. */
export async function resolveCompanyProfileWorkspace(
  db: Executor,
  actor: TActor,
  employerId: number,
  access: 'read' | 'change',
): Promise<TWorkspace> {
  const workspace = await resolveJobsWorkspace(db, actor, employerId, access);
  if (access === 'change' && workspace.role !== 'owner') throw new AppError('FORBIDDEN', OWNERS_ONLY);
  return workspace;
}
