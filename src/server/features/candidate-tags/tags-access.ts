/**
 * Who may use a company's tags: the employer the path names acts for their company (a viewer reads
 * only), an admin may read it (403 either way); and which candidates may carry a tag.
 */
import type { Executor } from '#server/db/client.ts';
import { findVisibleApplicant } from '#server/db/users.queries.ts';
import { CANDIDATE_NOT_FOUND } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import { assertEmployerAccess, type TActor } from '#server/plugins/auth.ts';
import { resolveEmployerWorkspace, type TWorkspace } from '#server/plugins/employer-workspace.ts';
import { hasAppliedToCompany } from './candidate-tags.queries.ts';

const NOT_YOUR_TAGS = "You can only use your own company's tags.";
export const TAG_NOT_FOUND = 'Tag not found';

export function resolveTagsWorkspace(db: Executor, actor: TActor, employerId: number, access: 'read' | 'change'): Promise<TWorkspace> {
  assertEmployerAccess(actor.viewer, employerId, access, NOT_YOUR_TAGS);
  return resolveEmployerWorkspace(db, { viewerId: actor.viewer.id, employerId, access });
}

/** A candidate the company may tag: one employers can find, or one who applied to its jobs (404 otherwise). */
export async function assertTaggableCandidate(db: Executor, params: { companyId: number; applicantId: number }): Promise<void> {
  if (await findVisibleApplicant(db, { applicantId: params.applicantId })) return;
  if (!(await hasAppliedToCompany(db, params))) throw new AppError('NOT_FOUND', CANDIDATE_NOT_FOUND);
}
