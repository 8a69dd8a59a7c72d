/**
 * Candidate search: the in-memory index (search-index/) holds every candidate_search row and is
 * brought up to date before each search; candidate-scoring.ts filters and scores every row there, a
 * bounded heap keeps the page, and only the page's rows are read from the database for their cards
 * (decision 007). A company's tag filter comes as the set of profile ids carrying the tags, read from
 * the database before the scan (decision 048), so the total and every page count only them. The order:
 *   'Best Match'   by score, then evidence (how many skills the profile's words and resume show), then
 *                  the latest change, then the profile id: the same criteria always give the same order.
 *   'Most Recent'  by the latest change, then the profile id.
 *   'Salary'       by the top of the salary range (none last), then as 'Most Recent'.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { CANDIDATE_PAGE_SIZE, type TCandidateSort } from '#shared/candidate-search.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { applicantProfiles, resumes, users } from '#server/db/schema.ts';
import { compileMatcher, type TCandidateMatcher } from './candidate-scoring.ts';
import type { TIndexedCandidate } from './search-index/candidate-index.ts';
import { getCandidateIndex } from './search-index/candidate-index.queries.ts';
import { keepBest, type TComesBefore } from './search-index/keep-best.ts';
import type { TPreparedCriteria } from './search-criteria.ts';

const p = applicantProfiles;
const u = users;
const r = resumes;

/** The order of each sort. */
function getComesBefore(sort: TCandidateSort): TComesBefore {
  const isLater = (a: TIndexedCandidate, b: TIndexedCandidate) =>
    a.updatedAt !== b.updatedAt ? a.updatedAt > b.updatedAt : a.profileId > b.profileId;
  if (sort === 'recent') return (_aPoints, a, _bPoints, b) => isLater(a, b);
  if (sort === 'salary') return (_aPoints, a, _bPoints, b) => (a.payCeiling !== b.payCeiling ? a.payCeiling > b.payCeiling : isLater(a, b));
  return (aPoints, a, bPoints, b) => {
    if (aPoints !== bPoints) return aPoints > bPoints;
    if (a.shownSkillCount !== b.shownSkillCount) return a.shownSkillCount > b.shownSkillCount;
    return isLater(a, b);
  };
}

/** The card fields of the profiles of `where`. */
async function findCardRows(db: Executor, where: SQL) {
  return db
    .select({
      id: p.id,
      userId: p.userId,
      fullName: u.fullName,
      jobTitle: p.jobTitle,
      bio: p.bio,
      experience: p.experience,
      skills: p.skills,
      skillKeys: p.skillKeys,
      roleFamily: p.roleFamily,
      availability: p.availability,
      experienceLevel: p.experienceLevel,
      salaryMin: p.salaryMin,
      salaryMax: p.salaryMax,
      location: u.location,
      profilePictureFileId: u.profilePictureFileId,
      createdAt: u.createdAt,
      careerStartYear: p.careerStartYear,
      /** Null without a primary resume or before it is indexed. */
      resumeSkillKeys: r.recognizedSkills,
      textSkillKeys: p.textSkillKeys,
      textNotHeldSkillKeys: p.textNotHeldSkillKeys,
      textLearningSkillKeys: p.textLearningSkillKeys,
    })
    .from(p)
    .innerJoin(u, eq(u.id, p.userId))
    .leftJoin(r, and(eq(r.userId, p.userId), eq(r.isPrimary, true)))
    .where(where);
}

/** A card with what the search measured: the score, the title's hits and the place. */
export function toMatchRow(card: TCandidateCard, candidate: TIndexedCandidate, matcher: TCandidateMatcher) {
  return {
    ...card,
    isListed: candidate.isListed,
    openToRemote: candidate.openToRemote,
    openToRelocation: candidate.openToRelocation,
    updatedAt: new Date(candidate.updatedAt),
    shownSkillCount: candidate.shownSkillCount,
    score: matcher.score(candidate),
    titleHits: matcher.titleHits(candidate),
    placeMatch: matcher.placeMatch(candidate),
    isBelowLevel: matcher.isBelowLevel(candidate),
  };
}

export type TMatchRow = ReturnType<typeof toMatchRow>;
export type TCandidateCard = Awaited<ReturnType<typeof findCardRows>>[number];

/**
 * The skills a candidate holds as the search counts them: listed, or shown by their own words or
 * primary resume, less those their words say they have not used or are only learning.
 */
export function getHeldSkillKeys(card: TCandidateCard): Set<string> {
  const disclaimed = new Set([...(card.textNotHeldSkillKeys ?? []), ...(card.textLearningSkillKeys ?? [])]);
  const keys = [...card.skillKeys, ...(card.textSkillKeys ?? []), ...(card.resumeSkillKeys ?? [])];
  return new Set(keys.filter((key) => !disclaimed.has(key)));
}

/** The cards of these profiles that still exist, in no particular order. */
export function findCandidateCards(db: Executor, params: { profileIds: number[] }): Promise<TCandidateCard[]> {
  return params.profileIds.length === 0 ? Promise.resolve([]) : findCardRows(db, inArray(p.id, params.profileIds));
}

/** One page of candidates in the chosen order, and how many match in all. */
export async function searchCandidates(
  db: Database,
  params: { criteria: TPreparedCriteria; sort: TCandidateSort; page: number; onlyProfileIds?: ReadonlySet<number> },
): Promise<{ total: number; rows: TMatchRow[] }> {
  const { criteria, sort, page, onlyProfileIds } = params;
  const index = await getCandidateIndex(db);
  const matcher = compileMatcher(criteria, index);
  const isScored = sort === 'match';
  const best = keepBest(page * CANDIDATE_PAGE_SIZE, getComesBefore(sort));
  let total = 0;
  for (const candidate of index.candidates) {
    if ((onlyProfileIds && !onlyProfileIds.has(candidate.profileId)) || !matcher.passes(candidate)) continue;
    total += 1;
    best.offer(isScored ? matcher.points(candidate) : 0, candidate);
  }
  const pageRanked = best.sorted().slice((page - 1) * CANDIDATE_PAGE_SIZE);
  if (pageRanked.length === 0) return { total, rows: [] };
  const cards = await findCandidateCards(db, { profileIds: pageRanked.map((ranked) => ranked.candidate.profileId) });
  const cardById = new Map(cards.map((card) => [card.id, card]));
  // A profile deleted since the index last looked has no card; the next search drops it.
  const rows = pageRanked.flatMap(({ candidate }) => {
    const card = cardById.get(candidate.profileId);
    return card ? [toMatchRow(card, candidate, matcher)] : [];
  });
  return { total, rows };
}

/** One developer measured against the criteria, listed or not (`isListed` lets the caller decide). */
export async function findCandidateMatch(db: Database, params: { criteria: TPreparedCriteria; userId: number }) {
  const index = await getCandidateIndex(db);
  const candidate = index.findByUserId(params.userId);
  if (!candidate) return undefined;
  const [card] = await findCardRows(db, eq(p.id, candidate.profileId));
  return card ? toMatchRow(card, candidate, compileMatcher(params.criteria, index)) : undefined;
}

/**
 * A saved search's news: listed candidates who pass the criteria with at least `minScore`, changed
 * after `since` and not named before (`excluded`). All their profile ids, and the best `limit` as rows.
 */
export async function findNewMatches(
  db: Database,
  params: {
    criteria: TPreparedCriteria;
    since: Date;
    excluded: ReadonlySet<number>;
    minScore: number;
    limit: number;
    onlyProfileIds?: ReadonlySet<number>;
  },
): Promise<{ profileIds: number[]; rows: TMatchRow[] }> {
  const index = await getCandidateIndex(db);
  const matcher = compileMatcher(params.criteria, index);
  const since = params.since.getTime();
  const best = keepBest(params.limit, getComesBefore('match'));
  const profileIds: number[] = [];
  for (const candidate of index.candidates) {
    if (candidate.updatedAt <= since || params.excluded.has(candidate.profileId)) continue;
    if ((params.onlyProfileIds && !params.onlyProfileIds.has(candidate.profileId)) || !matcher.passes(candidate)) continue;
    if (matcher.score(candidate) < params.minScore) continue;
    profileIds.push(candidate.profileId);
    best.offer(matcher.points(candidate), candidate);
  }
  const ranked = best.sorted();
  const cards = await findCandidateCards(db, { profileIds: ranked.map((entry) => entry.candidate.profileId) });
  const cardById = new Map(cards.map((card) => [card.id, card]));
  const rows = ranked.flatMap(({ candidate }) => {
    const card = cardById.get(candidate.profileId);
    return card ? [toMatchRow(card, candidate, matcher)] : [];
  });
  return { profileIds, rows };
}
