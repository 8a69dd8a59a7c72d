/**
 * POST /api/employer/{employerId}/jobs/{jobId}/applications/bulk-tag: the candidates of several of a
 * job's applications tagged at once with one of the company's tags (or a new one by name), in one
 * transaction: every application is the job's or nothing is tagged (404). Each tagging is the
 * candidate-tags feature's own (recorded, audited, at most TAGS_MAX_PER_CANDIDATE a candidate); a
 * candidate who carries the tag already, or carries the most tags allowed, is left as they are and
 * said so. Tags are the company's own notes: the candidates are not told.
 */
import type { TBulkTagResult, TBulkTagRequest } from '#shared/schemas/jobs.ts';
import type { TAppContext } from '#server/context.ts';
import { assertVerifiedIfEmployer } from '#server/lib/access.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { applyTag, resolveRequestedTag } from '../candidate-tags/tag-candidate.ts';
import { resolveJobsWorkspace } from './jobs-access.ts';
import { lockJobApplications } from './move-application.ts';

export async function bulkTagApplications(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number; jobId: number; applicationIds: number[] } & Pick<TBulkTagRequest, 'tagId' | 'name'>,
): Promise<TBulkTagResult> {
  const { companyId } = await resolveJobsWorkspace(db, actor, params.employerId, 'change');
  // The pipeline's applications are read only once the employer's address is confirmed.
  assertVerifiedIfEmployer(actor.viewer);
  return db.transaction(async (tx) => {
    const applications = await lockJobApplications(tx, { companyId, jobId: params.jobId, applicationIds: params.applicationIds });
    const tag = await resolveRequestedTag(tx, actor, { companyId, tagId: params.tagId, name: params.name });
    const result: TBulkTagResult = { tagged: [], skipped: [] };
    for (const application of applications) {
      const applied = await applyTag(tx, actor, { companyId, applicantId: application.applicantId, tag });
      if (applied === 'tag-limit') result.skipped.push({ applicationId: application.id, reason: 'tag-limit' });
      else if (!applied.isNew) result.skipped.push({ applicationId: application.id, reason: 'already-tagged' });
      else result.tagged.push(application.id);
    }
    return result;
  });
}
