/**
 * A job's candidates for its owner (admins may read): applicants in order of match, then evidence,
 * then who applied first; suggestions as the search ranks them (matching/job-matching).
 */
import type { TJobCandidate, TJobCandidates } from '#shared/schemas/jobs.ts';
import type { TAppContext } from '#server/context.ts';
import { toProfilePictureUrl } from '#server/db/users.queries.ts';
import { assertVerifiedIfEmployer } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import { findJobTerms } from '#server/matching/job-matching/job-matching.queries.ts';
import { rankCandidatesForJob, type TRankedCandidate } from '#server/matching/job-matching/match-jobs.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { listJobApplicants } from './applications.queries.ts';
import { JOB_NOT_FOUND, resolveJobsWorkspace } from './jobs-access.ts';

type TApplicantRow = Awaited<ReturnType<typeof listJobApplicants>>[number];

function toJobCandidate({ card, match }: TRankedCandidate, application: TApplicantRow | null): TJobCandidate {
  return {
    applicantId: card.id,
    userId: card.userId,
    fullName: card.fullName,
    jobTitle: card.jobTitle,
    location: card.location,
    profilePicture: toProfilePictureUrl(card.userId, card.profilePictureFileId),
    experienceLevel: card.experienceLevel,
    skills: card.skills,
    application: application && {
      id: application.id,
      stage: application.stage,
      resumeFileName: application.resumeFileName,
      note: application.note,
      withdrawnAt: application.withdrawnAt?.toISOString() ?? null,
      createdAt: application.createdAt.toISOString(),
    },
    match,
  };
}

export async function rankJobCandidates(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number; jobId: number },
): Promise<TJobCandidates> {
  const { companyId } = await resolveJobsWorkspace(db, actor, params.employerId, 'read');
  // The hiring pipeline: applicants and the developers suggested to them.
  assertVerifiedIfEmployer(actor.viewer);
  const terms = await findJobTerms(db, params);
  if (terms?.companyId !== companyId) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
  const applications = await listJobApplicants(db, params);
  const applicationByProfileId = new Map(applications.map((application) => [application.applicantId, application]));
  const ranked = await rankCandidatesForJob(db, { terms, applicantIds: new Set(applicationByProfileId.keys()) });
  const toCandidate = (entry: TRankedCandidate) => toJobCandidate(entry, applicationByProfileId.get(entry.card.id) ?? null);
  return { applicants: ranked.applicants.map(toCandidate), suggestions: ranked.suggestions.map(toCandidate) };
}
