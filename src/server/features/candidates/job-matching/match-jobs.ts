/**
 * Jobs and developers matched by the candidate search's engine (decision 022):
 *   recommendJobs       a developer's open jobs, best fit first, from the in-memory job index;
 *   findNewJobMatches   the same, for a job alert: only jobs published since the last one;
 *   getJobFit           a developer against one job;
 *   rankJobCandidates   a job's applicants, best match first, then listed developers who did not
 *                       apply (suggestions, only while the job is open).
 * A developer's own row comes from the candidate index, so a hidden profile still gets
 * recommendations; hidden developers are never suggested to an employer.
 */
import {
  RECOMMENDED_JOBS_MAX,
  SUGGESTED_CANDIDATES_MAX,
  type TJobCandidate,
  type TJobCandidates,
  type TJobFit,
  type TRecommendedJobs,
} from '#shared/schemas/jobs.ts';
import type { TAppContext } from '#server/context.ts';
import { findConfirmedEmployerIds, findJobsByIds, findPublicJob } from '#server/db/jobs.queries.ts';
import { toProfilePictureUrl } from '#server/db/users.queries.ts';
import { assertVerifiedIfEmployer } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import { assertEmployerAccess, type TActor } from '#server/plugins/auth.ts';
import { compileMatcher, type TCandidateMatcher, type TSkillShares } from '../candidate-scoring.ts';
import { findCandidateCards, toMatchRow, type TCandidateCard } from '../candidate-search.queries.ts';
import type { CandidateIndex, TIndexedCandidate } from '../search-index/candidate-index.ts';
import { getCandidateIndex } from '../search-index/candidate-index.queries.ts';
import { keepBest } from '../search-index/keep-best.ts';
import { toJobCriteria } from './job-criteria.ts';
import { explainFitToDeveloper, explainFitToEmployer } from './job-fit.ts';
import { getJobIndex, type TIndexedJob } from './job-index.ts';
import { findJobTerms, listAppliedJobIds, listJobApplicants } from './job-matching.queries.ts';

type TContext = Pick<TAppContext, 'db'>;

const JOB_NOT_FOUND = 'Job not found';
const NO_DEVELOPER_PROFILE = 'Only a developer profile can be matched with jobs.';
const NOT_YOUR_JOBS = 'You can only manage your own company and jobs.';

/** The developer as the employer's search sees them, listed or not: their own matches ignore the hidden flag. */
function findSeeker(candidates: CandidateIndex, userId: number): TIndexedCandidate | undefined {
  const candidate = candidates.findByUserId(userId);
  return candidate && { ...candidate, isListed: true };
}

const hasAnySkill = (candidate: TIndexedCandidate) =>
  candidate.skillBits.some((word) => word !== 0) || candidate.otherListedKeys.length > 0 || candidate.otherShownKeys.length > 0;

async function findSeekerCard(db: TContext['db'], seeker: TIndexedCandidate): Promise<TCandidateCard> {
  const [card] = await findCandidateCards(db, { profileIds: [seeker.profileId] });
  if (!card) throw new AppError('NOT_FOUND', NO_DEVELOPER_PROFILE);
  return card;
}

type TJobPick = { limit: number; include?: (job: TIndexedJob) => boolean; minScore?: number };

/**
 * The developer's best open jobs they have not applied to, best fit first, and the ids of every job
 * that qualified; null while their profile names no skill.
 */
async function pickJobsFor(db: TContext['db'], userId: number, pick: TJobPick) {
  const candidates = await getCandidateIndex(db);
  const jobIndex = await getJobIndex(db);
  const seeker = findSeeker(candidates, userId);
  if (!seeker || !hasAnySkill(seeker)) return null;
  const applied = await listAppliedJobIds(db, { applicantId: seeker.profileId });
  const best = keepBest<{ job: TIndexedJob; matcher: TCandidateMatcher }>(pick.limit, (aPoints, a, bPoints, b) => {
    if (aPoints !== bPoints) return aPoints > bPoints;
    const aPublished = a.job.terms.publishedAt?.getTime() ?? 0;
    const bPublished = b.job.terms.publishedAt?.getTime() ?? 0;
    return aPublished !== bPublished ? aPublished > bPublished : a.job.terms.id > b.job.terms.id;
  });
  const dictionary = candidates.dictionaryState;
  const shares: TSkillShares = new Map();
  const qualifiedJobIds: number[] = [];
  for (const job of jobIndex.openJobs.values()) {
    if (applied.has(job.terms.id) || (pick.include && !pick.include(job))) continue;
    const matcher = jobIndex.matcherFor(job, candidates, dictionary);
    if (!matcher.passes(seeker) || (pick.minScore !== undefined && matcher.score(seeker) < pick.minScore)) continue;
    qualifiedJobIds.push(job.terms.id);
    best.offer(matcher.points(seeker, shares), { job, matcher });
  }
  const ranked = best.sorted().filter((entry) => entry.points > 0);
  const [card, found, confirmedEmployerIds] = await Promise.all([
    findSeekerCard(db, seeker),
    findJobsByIds(db, { jobIds: ranked.map((entry) => entry.candidate.job.terms.id) }),
    findConfirmedEmployerIds(db, { employerIds: ranked.map((entry) => entry.candidate.job.terms.employerId) }),
  ]);
  const jobById = new Map(found.map((job) => [job.id, job]));
  const jobs = ranked.flatMap(({ candidate: { job, matcher } }) => {
    const found = jobById.get(job.terms.id);
    // Gone with its employer's account, or closed since the index looked: not recommended.
    if (found?.status !== 'open') {
      if (!found) jobIndex.remove(job.terms.id);
      return [];
    }
    // Kept in the index: it is public as soon as its employer confirms their address.
    if (!confirmedEmployerIds.has(found.company.employerId)) return [];
    return [{ job: found, fit: explainFitToDeveloper(job.terms, job.criteria, toMatchRow(card, seeker, matcher)) }];
  });
  return { jobs, qualifiedJobIds };
}

/** GET /api/jobs/recommended: open jobs the developer has not applied to, best fit first. */
export async function recommendJobs({ db }: TContext, actor: TActor): Promise<TRecommendedJobs> {
  const picked = await pickJobsFor(db, actor.viewer.id, { limit: RECOMMENDED_JOBS_MAX });
  return picked ? { jobs: picked.jobs, hasSkills: true } : { jobs: [], hasSkills: false };
}

/** A developer's job alert: open jobs published after `since`, not named before, that fit with at least `minScore`. */
export async function findNewJobMatches(
  { db }: TContext,
  params: { userId: number; since: Date; excluded: ReadonlySet<number>; minScore: number; limit: number },
) {
  const since = params.since.getTime();
  const include = (job: TIndexedJob) => (job.terms.publishedAt?.getTime() ?? 0) > since && !params.excluded.has(job.terms.id);
  return pickJobsFor(db, params.userId, { limit: params.limit, include, minScore: params.minScore });
}

/** GET /api/jobs/{jobId}/fit: how the developer fits one job anyone may see (open or closed). */
export async function getJobFit({ db }: TContext, actor: TActor, params: { jobId: number }): Promise<TJobFit> {
  const terms = await findJobTerms(db, params);
  if (!terms || !(await findPublicJob(db, params))) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
  const candidates = await getCandidateIndex(db);
  const seeker = findSeeker(candidates, actor.viewer.id);
  if (!seeker) throw new AppError('NOT_FOUND', NO_DEVELOPER_PROFILE);
  const criteria = toJobCriteria(terms);
  const row = toMatchRow(await findSeekerCard(db, seeker), seeker, compileMatcher(criteria, candidates));
  return explainFitToDeveloper(terms, criteria, row);
}

type TApplicantRow = Awaited<ReturnType<typeof listJobApplicants>>[number];

function toJobCandidate(card: TCandidateCard, match: TJobCandidate['match'], application: TApplicantRow | null): TJobCandidate {
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

/**
 * GET /api/employer/{employerId}/jobs/{jobId}/candidates: the job's owner (admins may read). Applicants
 * in order of match, then evidence, then who applied first; suggestions as the search ranks them.
 */
export async function rankJobCandidates(
  { db }: TContext,
  actor: TActor,
  params: { employerId: number; jobId: number },
): Promise<TJobCandidates> {
  assertEmployerAccess(actor.viewer, params.employerId, 'read', NOT_YOUR_JOBS);
  // The hiring pipeline: applicants and the developers suggested to them.
  assertVerifiedIfEmployer(actor.viewer);
  const terms = await findJobTerms(db, params);
  if (terms?.employerId !== params.employerId) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
  const candidates = await getCandidateIndex(db);
  const applications = await listJobApplicants(db, params);
  const criteria = toJobCriteria(terms);
  const matcher = compileMatcher(criteria, candidates);
  const applicationByProfileId = new Map(applications.map((application) => [application.applicantId, application]));
  const comesBefore = (aPoints: number, a: TIndexedCandidate, bPoints: number, b: TIndexedCandidate) =>
    aPoints !== bPoints
      ? aPoints > bPoints
      : a.shownSkillCount !== b.shownSkillCount
        ? a.shownSkillCount > b.shownSkillCount
        : a.profileId < b.profileId;
  const applicants = keepBest(applications.length, comesBefore);
  const suggestions = keepBest(terms.status === 'open' ? SUGGESTED_CANDIDATES_MAX : 0, comesBefore);
  for (const candidate of candidates.candidates) {
    if (applicationByProfileId.has(candidate.profileId)) applicants.offer(matcher.points(candidate), candidate);
    else if (matcher.passes(candidate)) suggestions.offer(matcher.points(candidate), candidate);
  }
  const rankedApplicants = applicants.sorted().map((entry) => entry.candidate);
  const rankedSuggestions = suggestions.sorted().map((entry) => entry.candidate);
  const profileIds = [...rankedApplicants, ...rankedSuggestions].map((candidate) => candidate.profileId);
  const cards = new Map((await findCandidateCards(db, { profileIds })).map((card) => [card.id, card]));
  // A profile deleted since the index last looked has no card, and drops out.
  const toRanked = (candidate: TIndexedCandidate): TJobCandidate[] => {
    const card = cards.get(candidate.profileId);
    if (!card) return [];
    const match = explainFitToEmployer(criteria, toMatchRow(card, candidate, matcher));
    return [toJobCandidate(card, match, applicationByProfileId.get(candidate.profileId) ?? null)];
  };
  return { applicants: rankedApplicants.flatMap(toRanked), suggestions: rankedSuggestions.flatMap(toRanked) };
}
