/** The employer's company profile: read by them and admins, saved by them alone, in one transaction with its audit entry. */
import type { TCompanyFields } from '#shared/schemas/jobs.ts';
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { findCompany } from '#server/db/job-reads.queries.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { resolveCompanyProfileWorkspace } from './jobs-access.ts';
import { updateCompanyProfile } from './jobs.queries.ts';

export const COMPANY_REQUIRED = 'Add your company name before posting a job.';

export async function getCompany({ db }: Pick<TAppContext, 'db'>, actor: TActor, params: { employerId: number }) {
  const { companyId } = await resolveCompanyProfileWorkspace(db, actor, params.employerId, 'read');
  return findCompany(db, { companyId, employerId: params.employerId });
}

export async function saveCompany({ db }: Pick<TAppContext, 'db'>, actor: TActor, params: { employerId: number; company: TCompanyFields }) {
  const { companyId } = await resolveCompanyProfileWorkspace(db, actor, params.employerId, 'change');
  const { name } = params.company;
  return db.transaction(async (tx) => {
    const company = await updateCompanyProfile(tx, { companyId, employerId: params.employerId, company: params.company });
    await writeAuditLog(tx, {
      action: 'company.saved',
      resourceType: 'company',
      resourceId: companyId,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
      details: { name },
    });
    return company;
  });
}
