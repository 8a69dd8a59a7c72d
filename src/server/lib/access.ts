/**
 * Who may see or change a developer's data: the developer themself and
 * admins may change it; employers may also read it; other developers may do neither.
 * Answers never tell which ids exist: what a viewer may not read answers 404 like an unknown id, and
 * a 403 is given only where it is decided before any lookup or for data the viewer may read anyway.
 */
import type { TUserType } from '#shared/roles.ts';
import { AppError } from './app-error.ts';

/** Who is asking: all the rules need of the signed-in user. */
type TViewer = { id: number; userType: TUserType; emailVerifiedAt: Date | null };

/** The 404 answers of the access checks, shared by every route that gives them. */
export const USER_NOT_FOUND = 'User not found';
export const RESUME_NOT_FOUND = 'Resume not found';
/** A job the viewer may not see (unknown, a draft, or another company's): the same answer everywhere. */
export const JOB_NOT_FOUND = 'Job not found';
/** A developer employers may not see (unknown, not a developer, or hidden from employers). */
export const CANDIDATE_NOT_FOUND = 'Candidate not found';

export const EMPLOYER_NOT_VERIFIED = "Verify your e-mail address to see candidates' profiles and contact details.";
export const EMPLOYER_NOT_VERIFIED_TO_PUBLISH = 'Verify your e-mail address before publishing a job.';

/**
 * Profiles, resumes and applications carry e-mail addresses and phone numbers, and a published job
 * draws applications: an employer reads the one and publishes the other only once their own address
 * is confirmed, so a throwaway sign-up cannot harvest them. Decided from the viewer alone, before
 * any lookup, so the answer tells nothing about the id asked for.
 */
export function assertVerifiedIfEmployer(viewer: TViewer, message = EMPLOYER_NOT_VERIFIED): void {
  if (viewer.userType === 'employer' && viewer.emailVerifiedAt === null) throw new AppError('FORBIDDEN', message);
}

/** An employer's own data is theirs to read; another person's waits for the confirmation. */
function assertVerifiedIfAnothersData(viewer: TViewer, ownerUserId: number): void {
  if (viewer.id !== ownerUserId) assertVerifiedIfEmployer(viewer);
}

/**
 * Employers read a developer's data only while it is visible to them: the developer's profile is
 * visible to employers, and a resume is the featured one or was sent to the employer's job (the
 * resume lookups answer `isHiddenFromEmployers` for the employer asking).
 */
export function canReadDeveloperData(viewer: TViewer, ownerUserId: number, isHiddenFromEmployers = false): boolean {
  return viewer.id === ownerUserId || viewer.userType === 'admin' || (viewer.userType === 'employer' && !isHiddenFromEmployers);
}

function canChangeDeveloperData(viewer: TViewer, ownerUserId: number): boolean {
  return viewer.id === ownerUserId || viewer.userType === 'admin';
}

export function assertCanReadDeveloperData(viewer: TViewer, ownerUserId: number): void {
  assertVerifiedIfAnothersData(viewer, ownerUserId);
  if (!canReadDeveloperData(viewer, ownerUserId)) throw new AppError('FORBIDDEN', 'You do not have permission to view this.');
}

export function assertCanChangeDeveloperData(
  viewer: TViewer,
  ownerUserId: number,
  message = 'You do not have permission to change this.',
): void {
  if (!canChangeDeveloperData(viewer, ownerUserId)) throw new AppError('FORBIDDEN', message);
}

export type TDeveloperDataAccess = 'read' | 'change';

function assertAccess(viewer: TViewer, ownerUserId: number, access: TDeveloperDataAccess, forbiddenMessage?: string): void {
  if (access === 'read') assertCanReadDeveloperData(viewer, ownerUserId);
  else assertCanChangeDeveloperData(viewer, ownerUserId, forbiddenMessage);
}

/**
 * For data addressed by its owner's user id: the permission is decided from the id alone, before
 * `findOwner` runs, so a developer asking for anyone else's data gets the same 403 whether the id
 * exists or not. Whoever may go further gets 404 for an unknown id and, as an employer, for an
 * account that is not a developer's.
 */
export async function assertUserDataAccess(
  viewer: TViewer,
  ownerUserId: number,
  access: TDeveloperDataAccess,
  findOwner: (userId: number) => Promise<({ userType: TUserType } & { isHiddenFromEmployers: boolean }) | undefined>,
): Promise<void> {
  if (viewer.id === ownerUserId) return;
  assertAccess(viewer, ownerUserId, access);
  const owner = await findOwner(ownerUserId);
  const isHiddenFromViewer = viewer.userType === 'employer' && (owner?.userType !== 'developer' || owner.isHiddenFromEmployers);
  if (!owner || isHiddenFromViewer) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
}

/**
 * For data addressed by its own id (a resume, a profile), whose owner is known only after the lookup:
 * 404 when it does not exist or the viewer may not read it, 403 when they may read but not change it.
 */
export function assertOwnedDataAccess(
  viewer: TViewer,
  ownerUserId: number | undefined,
  access: TDeveloperDataAccess,
  messages: { notFound: string; forbidden?: string },
  isHiddenFromEmployers = false,
): asserts ownerUserId is number {
  // Before the not-found answer, so an unverified employer cannot tell which ids exist either.
  assertVerifiedIfAnothersData(viewer, ownerUserId ?? Number.NaN);
  if (ownerUserId === undefined || !canReadDeveloperData(viewer, ownerUserId, isHiddenFromEmployers)) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  assertAccess(viewer, ownerUserId, access, messages.forbidden);
}
