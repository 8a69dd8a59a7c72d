/**
 * Jobs and developers matched by the candidate search's engine (decisions 022 and 031):
 *   pickJobsFor            a developer's open jobs, best fit first, from the in-memory job index;
 *   findNewJobMatches      the same, for a job alert: only jobs published since the last one;
 *   measureJobFit          a developer against one job;
 *   rankCandidatesForJob   a job's applicants, best match first, then listed developers who did not
 *                          apply (suggestions, only while the job is open).
 * A developer's own row comes from the candidate index, so a hidden profile still gets
 * recommendations; hidden developers are never suggested to an employer. The jobs feature checks who
 * may ask and shapes the answers.
 */
import { SUGGESTED_CANDIDATES_MAX, type TJobCandidate, type TJobFit } from '#shared/schemas/jobs.ts';
import type { TAppContext } from '#server/context.ts';
import { findConfirmedCompanyIds, findJobsByIds } from '#server/db/job-reads.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import { compileMatcher, type TCandidateMatcher, type TSkillShares } from '../candidate-scoring.ts';
import { findCandidateCards, toMatchRow, type TCandidateCard } from '../candidate-matches.ts';
import type { CandidateIndex, TIndexedCandidate } from '../search-index/candidate-index.ts';
import { getCandidateIndex } from '../search-index/candidate-index.queries.ts';
import { keepBest } from '../search-index/keep-best.ts';
import { toJobCriteria, type TJobTerms } from './job-criteria.ts';
import { explainFitToDeveloper, explainFitToEmployer } from './job-fit.ts';
import { getJobIndex, type TIndexedJob } from './job-index.ts';
import { listAppliedJobIds } from './job-matching.queries.ts';

type TContext = Pick<TAppContext, 'db'>;

const NO_DEVELOPER_PROFILE = 'Only a developer profile can be matched with jobs.';
/**
 * A job whose fit is below this is not a recommendation, however few there are: two right jobs serve
 * a developer better than ten with eight wrong. Half the fit: the developer holds the job's core
 * skills but little else of it, or is far from its level, place or pay.
 */
const RECOMMENDATION_FLOOR = 50;
/** Above any job's points (at most the criteria weights' sum × 1,000): a score step outranks every points gap. */
const SCORE_RANK = 1_000_000;

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
export async function pickJobsFor(db: TContext['db'], userId: number, pick: TJobPick) {
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
  for (const job of jobIndex.findJobsWithin(seeker)) {
    if (applied.has(job.terms.id) || (pick.include && !pick.include(job))) continue;
    const matcher = jobIndex.matcherFor(job, candidates, dictionary);
    if (!matcher.passes(seeker) || matcher.score(seeker) < Math.max(RECOMMENDATION_FLOOR, pick.minScore ?? 0)) continue;
    qualifiedJobIds.push(job.terms.id);
    // Jobs weigh different criteria (a remote one has no place): they compare by score, then points.
    const points = matcher.points(seeker, shares);
    best.offer(matcher.toScore(points) * SCORE_RANK + points, { job, matcher });
  }
  const ranked = best.sorted().filter((entry) => entry.points > 0);
  const [card, found, confirmedCompanyIds] = await Promise.all([
    findSeekerCard(db, seeker),
    findJobsByIds(db, { jobIds: ranked.map((entry) => entry.candidate.job.terms.id) }),
    findConfirmedCompanyIds(db, { companyIds: ranked.map((entry) => entry.candidate.job.terms.companyId) }),
  ]);
  const jobById = new Map(found.map((job) => [job.id, job]));
  const jobs = ranked.flatMap(({ candidate: { job, matcher } }) => {
    const found = jobById.get(job.terms.id);
    // Gone with its employer's account, or closed since the index looked: not recommended.
    if (found?.status !== 'open') {
      if (!found) jobIndex.remove(job.terms.id);
      return [];
    }
    // Kept in the index: it is public as soon as one of its company's hiring members confirms their address.
    if (!confirmedCompanyIds.has(found.company.id)) return [];
    return [{ job: found, fit: explainFitToDeveloper(job.terms, job.criteria, toMatchRow(card, seeker, matcher)) }];
  });
  return { jobs, qualifiedJobIds };
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

/** How the developer fits the job, in their words; a 404 without a developer profile. */
export async function measureJobFit(db: TContext['db'], params: { userId: number; terms: TJobTerms }): Promise<TJobFit> {
  const candidates = await getCandidateIndex(db);
  const seeker = findSeeker(candidates, params.userId);
  if (!seeker) throw new AppError('NOT_FOUND', NO_DEVELOPER_PROFILE);
  const criteria = toJobCriteria(params.terms);
  const row = toMatchRow(await findSeekerCard(db, seeker), seeker, compileMatcher(criteria, candidates));
  return explainFitToDeveloper(params.terms, criteria, row);
}

export type TRankedCandidate = { card: TCandidateCard; match: TJobCandidate['match'] };

/**
 * The job's applicants (`applicantIds`: their profile ids) in order of match, then evidence, then
 * profile id, whatever the filter says (they chose to apply); then, while the job is open, the listed
 * developers who pass the filter, as the search ranks them.
 */
export async function rankCandidatesForJob(
  db: TContext['db'],
  params: { terms: TJobTerms; applicantIds: ReadonlySet<number> },
): Promise<{ applicants: TRankedCandidate[]; suggestions: TRankedCandidate[] }> {
  const { terms, applicantIds } = params;
  const candidates = await getCandidateIndex(db);
  const criteria = toJobCriteria(terms);
  const matcher = compileMatcher(criteria, candidates);
  const comesBefore = (aPoints: number, a: TIndexedCandidate, bPoints: number, b: TIndexedCandidate) =>
    aPoints !== bPoints
      ? aPoints > bPoints
      : a.shownSkillCount !== b.shownSkillCount
        ? a.shownSkillCount > b.shownSkillCount
        : a.profileId < b.profileId;
  const applicants = keepBest(applicantIds.size, comesBefore);
  const suggestions = keepBest(terms.status === 'open' ? SUGGESTED_CANDIDATES_MAX : 0, comesBefore);
  // Applicants are found by id; only the scan for suggestions visits every developer, and most fail its first test.
  for (const profileId of applicantIds) {
    const candidate = candidates.findByProfileId(profileId);
    if (candidate) applicants.offer(matcher.points(candidate), candidate);
  }
  for (const candidate of candidates.candidates)
    if (matcher.passes(candidate) && !applicantIds.has(candidate.profileId)) suggestions.offer(matcher.points(candidate), candidate);
  const rankedApplicants = applicants.sorted().map((entry) => entry.candidate);
  const rankedSuggestions = suggestions.sorted().map((entry) => entry.candidate);
  const profileIds = [...rankedApplicants, ...rankedSuggestions].map((candidate) => candidate.profileId);
  const cards = new Map((await findCandidateCards(db, { profileIds })).map((card) => [card.id, card]));
  // A profile deleted since the index last looked has no card, and drops out.
  const toRanked = (candidate: TIndexedCandidate): TRankedCandidate[] => {
    const card = cards.get(candidate.profileId);
    return card ? [{ card, match: explainFitToEmployer(criteria, toMatchRow(card, candidate, matcher)) }] : [];
  };
  return { applicants: rankedApplicants.flatMap(toRanked), suggestions: rankedSuggestions.flatMap(toRanked) };
}
