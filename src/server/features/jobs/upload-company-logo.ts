/**
 * Company logos through the profile pictures' image pipeline: type checked by content, decoded with
 * a pixel limit, re-encoded to a 256 px WebP that keeps the whole logo. The employer changes it
 * (admins may not); anyone may see it, as it shows on public job pages.
 */
import { formatMegabytes } from '#shared/file-size.ts';
import { PROFILE_PICTURE_MAX_BYTES } from '#shared/schemas/profiles.ts';
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { findCompany, toCompanyLogoUrl } from '#server/db/job-reads.queries.ts';
import { enforceUploadRateLimit } from '#server/db/rate-limits.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import { createSquareWebp, detectImageType } from '#server/lib/images.ts';
import type { TUpload } from '#server/lib/multipart-upload.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { findCompanyLogo, removeCompanyLogo, replaceCompanyLogo } from './company-logo.queries.ts';
import { resolveCompanyProfileWorkspace } from './jobs-access.ts';
import { COMPANY_REQUIRED } from './save-company.ts';

const LOGO_SIZE = 256;
export const COMPANY_LOGO_FIELD = 'logo';
export const COMPANY_LOGO_MAX_BYTES = PROFILE_PICTURE_MAX_BYTES;
export const LOGO_UPLOAD_MESSAGES = {
  missing: `Please choose an image to upload (form field ${COMPANY_LOGO_FIELD}).`,
  tooLarge: `Image size must be less than ${formatMegabytes(COMPANY_LOGO_MAX_BYTES)}`,
  unreadable: 'The upload could not be read. Please try again.',
};

/** Answers the new logo's address. */
export async function uploadCompanyLogo(
  { db, config }: Pick<TAppContext, 'db' | 'config'>,
  actor: TActor,
  params: { employerId: number; readUpload: () => Promise<TUpload> },
): Promise<string> {
  const { companyId } = await resolveCompanyProfileWorkspace(db, actor, params.employerId, 'change');
  // Before the upload counts against the allowance: a company yet to be named cannot keep a logo.
  if (!(await findCompany(db, { companyId, employerId: params.employerId }))) throw new AppError('CONFLICT', COMPANY_REQUIRED);
  await enforceUploadRateLimit(db, config.uploadRatePerUser, actor.viewer.id);
  const { bytes } = await params.readUpload();
  const sourceType = await detectImageType(bytes);
  if (!sourceType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Image must be JPEG, PNG, GIF, or WebP format');
  const webp = await createSquareWebp(bytes, LOGO_SIZE, 'contain');
  const fileId = await db.transaction(async (tx) => {
    const stored = await replaceCompanyLogo(tx, { companyId, webp });
    if (stored === null) throw new AppError('CONFLICT', COMPANY_REQUIRED);
    await writeAuditLog(tx, {
      action: 'company.logo_updated',
      resourceType: 'company',
      resourceId: companyId,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
      details: { sourceType, sourceBytes: bytes.length, storedBytes: webp.length, fileId: stored },
    });
    return stored;
  });
  return toCompanyLogoUrl(companyId, fileId);
}

export async function readCompanyLogo({ db }: Pick<TAppContext, 'db'>, companyId: number) {
  const logo = await findCompanyLogo(db, companyId);
  if (!logo) throw new AppError('NOT_FOUND', 'Logo not found');
  return logo;
}

/** Removing a logo that is already gone is not an error. */
export async function deleteCompanyLogo({ db }: Pick<TAppContext, 'db'>, actor: TActor, employerId: number): Promise<void> {
  const { companyId } = await resolveCompanyProfileWorkspace(db, actor, employerId, 'change');
  await db.transaction(async (tx) => {
    if (!(await removeCompanyLogo(tx, companyId))) return;
    await writeAuditLog(tx, {
      action: 'company.logo_removed',
      resourceType: 'company',
      resourceId: companyId,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
    });
  });
}
