/**
 * A developer's resumes are limited in number and in their files' total size (config resumeQuota),
 * however they are added: upload, builder, an applied improvement. The check runs in the transaction
 * that adds the resume, after lockResumeOwner, so uploads arriving together cannot pass it together.
 */
import { formatMegabytes } from '#shared/file-size.ts';
import type { TResumeQuotaRule } from '../config.ts';
import type { Executor } from './client.ts';
import { createResume, getNewResumeSize, getResumeUsage, type TNewResume, type TResumeRow } from './resumes.queries.ts';
import { AppError } from '../lib/app-error.ts';

/** Refuses (409) a resume of `addedBytes` that would take the user past the quota. */
export async function assertResumeQuota(db: Executor, params: { userId: number; addedBytes: number; quota: TResumeQuotaRule }) {
  const { quota } = params;
  const used = await getResumeUsage(db, { userId: params.userId });
  if (used.count >= quota.maxCount) {
    throw new AppError(
      'CONFLICT',
      `You have reached the limit of ${quota.maxCount} resumes. Please delete one you no longer need to add another.`,
    );
  }
  if (used.bytes + params.addedBytes > quota.maxBytes) {
    throw new AppError(
      'CONFLICT',
      `Your resumes already take up ${formatMegabytes(used.bytes)} of the ${formatMegabytes(quota.maxBytes)} an account may use, and this one would go past it. Please delete resumes you no longer need, or upload a smaller file.`,
    );
  }
}

/** createResume once the quota allows it. Call inside a transaction after lockResumeOwner. */
export async function createResumeWithinQuota(tx: Executor, params: TNewResume & { quota: TResumeQuotaRule }): Promise<TResumeRow> {
  const { quota, ...resume } = params;
  await assertResumeQuota(tx, { userId: resume.userId, addedBytes: getNewResumeSize(resume), quota });
  return createResume(tx, resume);
}
