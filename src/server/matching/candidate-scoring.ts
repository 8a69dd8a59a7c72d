/**
 * Who an employer's criteria let in, and how well each candidate matches, on the in-memory index
 * (search-index/, decision 007):
 *   filter   listed developers only; every must-have skill; the place's words or open to remote
 *            work (those there rank first); an overlapping salary range (where pay filters: a
 *            search, not a job); for a title that names a
 *            role family, someone of that family or a near one, or with a requested or related
 *            skill; for a title that names none, one of its words in the job title. The experience
 *            level ranks; it filters only when the employer asks for "Only this level" (nobody
 *            below it), as a minimum of years does (nobody with fewer, nor with unknown years).
 *   score    0-100 from weighted criteria, counting only those the employer set: skills (in full
 *            when listed and shown by the profile's words or primary resume, less when only listed,
 *            related ones by their weight, skill-relations.ts), the role family (near ones by their
 *            affinity, role-families.ts) or else the title words, salary overlap, experience level
 *            (the chosen one and the years since the career began) and location. With no criteria,
 *            the profile's own score. Below the asked level, never a Strong match (compressed under it).
 * Points are whole numbers, so equal candidates tie exactly and the order after a tie is decided
 * by evidence (candidate-matches.ts).
 */
import { EXPERIENCE_LEVELS, type TExperienceLevel } from '#shared/profile-values.ts';
import { toRoleFamilyCode, type TRoleFamily } from '#server/resume-engine/skills/role-families.ts';
import type { TIndexedCandidate } from './search-index/candidate-index.ts';
import { isInRemoteArea } from './remote-area.ts';
import { SKILL_BIT_WORDS, toSkillSet } from './search-index/skill-bits.ts';
import type { TPreparedCriteria } from './search-criteria.ts';

/** How much each criterion weighs when the employer set it (skills include the resume evidence). */
const MATCH_WEIGHTS = { skills: 50, title: 30, salary: 10, level: 15, location: 10 } as const;
/** Whole points per unit of weight: a criterion of weight W is worth W * POINTS_PER_WEIGHT at best. */
const POINTS_PER_WEIGHT = 1000;
/**
 * A requested skill in full when the profile lists it and its own words or primary resume show it;
 * listed only, a claim (less from a manager, whose listed language is not their daily work); shown
 * but not listed, nearly in full.
 */
const LISTED_ONLY_CREDIT = 0.7;
const MANAGER_LISTED_CREDIT = 0.4;
const SHOWN_ONLY_CREDIT = 0.85;
const NON_ENGINEERING_FAMILIES: readonly TRoleFamily[] = ['management', 'product'];
/**
 * How well a candidate's level fits the asked one: a preference, not a wall. One level above is
 * nearly as good (a senior can do a mid-level job), one below is a stretch, two below is not the role.
 */
const LEVEL_FIT_BY_DISTANCE: Record<number, number> = { [-2]: 0, [-1]: 0.35, 0: 1, 1: 0.8, 2: 0.55 };
/** Levels above the asked one at which a candidate is overqualified, where that excludes (a job): a senior for an entry-level job. */
const OVERQUALIFIED_LEVELS = 2;
/** Someone elsewhere but open to remote work (a search of a place) or to relocating (a job there): this share of the location's weight. */
const REMOTE_ELSEWHERE_CREDIT = 0.5;
/** Pay this share apart from the asked range earns no salary points (20 %: 80,000 against a 100,000 minimum). */
const PAY_GAP_TOLERATED = 0.2;
/** candidate_search's pay_floor and pay_ceiling when the profile gives no salary. */
const NO_PAY = -1;
/** A profile without a level is neither preferred nor passed over. */
const UNKNOWN_LEVEL_FIT = 0.4;
/** When the profile says when the career began, the years since weigh as much as the chosen level. */
const YEARS_SHARE_OF_LEVEL = 0.5;
/** From this score a match reads "Strong match" (match-explanation.ts). */
export const STRONG_MATCH_MIN_SCORE = 80;
/**
 * Below the asked level, a fit above this share of the best is compressed into the span up to just
 * under a Strong match: the order among such candidates holds, and the number shown agrees with the
 * label (a mid-level developer for a senior search is at best a Good match, 79).
 */
const BELOW_LEVEL_KNEE = 0.7;
const BELOW_LEVEL_CEILING = (STRONG_MATCH_MIN_SCORE - 1) / 100;
/** The level that many years of work make, as the profile form labels them ('Entry 0-2 years', 'Mid 3-5 years', 'Senior 5+ years'). */
const LEVEL_FROM_YEARS: { minYears: number; level: TExperienceLevel }[] = [
  { minYears: 5, level: 'senior' },
  { minYears: 3, level: 'mid' },
  { minYears: 0, level: 'entry' },
];

function getLevelFit(asked: TExperienceLevel, candidate: TExperienceLevel): number {
  return LEVEL_FIT_BY_DISTANCE[EXPERIENCE_LEVELS.indexOf(candidate) - EXPERIENCE_LEVELS.indexOf(asked)]!;
}

/** The level a number of years of work make. */
export function getLevelFromYears(years: number): TExperienceLevel {
  return LEVEL_FROM_YEARS.find((step) => years >= step.minYears)!.level;
}

/**
 * The candidate's level as the level filter and the Strong-match ceiling read it, as an index of
 * EXPERIENCE_LEVELS: the one the profile chose, else the one its years make; -1 when neither is known.
 */
function compileLevelIndex(thisYear: number): (c: TIndexedCandidate) => number {
  const byYears = LEVEL_FROM_YEARS.map((step) => ({ latestStart: thisYear - step.minYears, index: EXPERIENCE_LEVELS.indexOf(step.level) }));
  return (c) => {
    if (c.levelRank > 0) return c.levelRank - 1;
    if (c.careerStartYear === 0) return -1;
    return byYears.find((step) => c.careerStartYear <= step.latestStart)?.index ?? 0;
  };
}

/** A set of skills ready to test against a candidate's bits: the non-zero words with their masks, and the keys without bits. */
type TSkillTest = { words: number[]; masks: number[]; others: readonly string[] };

function toSkillTest(keys: readonly string[]): TSkillTest {
  const { bits, others } = toSkillSet(keys);
  const words: number[] = [];
  const masks: number[] = [];
  bits.forEach((mask, word) => {
    if (mask !== 0) {
      words.push(word);
      masks.push(mask);
    }
  });
  return { words, masks, others };
}

/** The candidate lists one of the skills (`shown`: their words or resume show one). */
function holdsAny(candidate: TIndexedCandidate, test: TSkillTest, shown: boolean): boolean {
  const offset = shown ? SKILL_BIT_WORDS : 0;
  for (let i = 0; i < test.words.length; i += 1) if ((candidate.skillBits[offset + test.words[i]!]! & test.masks[i]!) !== 0) return true;
  if (test.others.length === 0) return false;
  const keys = shown ? candidate.otherShownKeys : candidate.otherListedKeys;
  return test.others.some((key) => keys.includes(key));
}

const knowsAny = (candidate: TIndexedCandidate, test: TSkillTest) => holdsAny(candidate, test, false) || holdsAny(candidate, test, true);

/**
 * Whether the candidate lists or shows one of `keys`: the filter's first test, on the criteria's
 * floor skills (a job's core ones). The job index files jobs by them with it (job-index.ts), so a
 * developer's recommendations test only the jobs this lets through.
 */
export function compileKnowsAny(keys: readonly string[]): (candidate: TIndexedCandidate) => boolean {
  const test = toSkillTest(keys);
  return (candidate) => knowsAny(candidate, test);
}

/** The candidate lists or shows every one of the skills. */
function knowsEvery(candidate: TIndexedCandidate, test: TSkillTest): boolean {
  const bits = candidate.skillBits;
  for (let i = 0; i < test.words.length; i += 1) {
    const word = test.words[i]!;
    const mask = test.masks[i]!;
    if (((bits[word]! | bits[SKILL_BIT_WORDS + word]!) & mask) >>> 0 !== mask) return false;
  }
  return test.others.every((key) => candidate.otherListedKeys.includes(key) || candidate.otherShownKeys.includes(key));
}

type TCandidateTest = (candidate: TIndexedCandidate) => boolean;

/** Criteria compiled once per search into tests and point functions for every candidate. */
export type TCandidateMatcher = {
  passes: TCandidateTest;
  /** The sum of points: ordering by it is ordering by the score. `shares`: the candidate's, kept across matchers. */
  points: (candidate: TIndexedCandidate, shares?: TSkillShares) => number;
  score: (candidate: TIndexedCandidate) => number;
  /** The 0-100 score of a sum of points: criteria of different sizes (two jobs) compare by it, not by points. */
  toScore: (points: number) => number;
  /** For each title term, whether the job title holds one of its words. */
  titleHits: (candidate: TIndexedCandidate) => boolean[];
  /**
   * Whether the candidate is in the asked place (or remote, when asked) or in a remote job's area;
   * null when no place was asked, or the area's test cannot tell.
   */
  placeMatch: (candidate: TIndexedCandidate) => boolean | null;
  /** Whether the candidate's level (the chosen one, else the one their years make) is below the asked one; false when either is unknown. */
  isBelowLevel: TCandidateTest;
};

/** What the criteria's words are in the index's dictionary (-1 for a word no candidate holds). */
export type TWordIds = { findWordId: (word: string) => number };

const holdsWord = (wordIds: readonly number[], id: number) => id !== -1 && wordIds.includes(id);

function compilePlaceMatch(criteria: TPreparedCriteria, dictionary: TWordIds): TCandidateTest | null {
  const remoteId = dictionary.findWordId('remote');
  const isRemote = (c: TIndexedCandidate) => c.openToRemote || holdsWord(c.placeWordIds, remoteId);
  if (!criteria.placeWords) return criteria.wantsRemote ? isRemote : null;
  const placeIds = criteria.placeWords.map((word) => dictionary.findWordId(word));
  const isThere = (c: TIndexedCandidate) => placeIds.every((id) => holdsWord(c.placeWordIds, id));
  return criteria.wantsRemote ? (c) => isThere(c) || isRemote(c) : isThere;
}

/** Whether the candidate's country is in a remote job's area; null when their place does not say. */
function compileAreaTest(criteria: TPreparedCriteria): ((c: TIndexedCandidate) => boolean | null) | null {
  const area = criteria.remoteArea;
  return area ? (c) => isInRemoteArea(area, c.country) : null;
}

function compileSalaryOverlap(criteria: TPreparedCriteria): TCandidateTest | null {
  const { salaryMin, salaryMax } = criteria;
  if (salaryMin === null && salaryMax === null) return null;
  const floor = salaryMin ?? -Infinity;
  const ceiling = salaryMax ?? Infinity;
  return (c) => c.payFloor <= ceiling && c.payCeiling >= floor;
}

/**
 * Points for pay: in full when the ranges overlap, half when the profile gives none; apart, a share
 * that falls from full at the edge to none PAY_GAP_TOLERATED below it (only reached where pay does
 * not filter: a job's pay a little under a developer's minimum lowers its fit, it does not hide it).
 */
function compileSalaryPoints(criteria: TPreparedCriteria, overlaps: TCandidateTest): (c: TIndexedCandidate) => number {
  const max = MATCH_WEIGHTS.salary * POINTS_PER_WEIGHT;
  const floor = criteria.salaryMin ?? 0;
  const ceiling = criteria.salaryMax ?? Infinity;
  return (c) => {
    if (c.payFloor === NO_PAY) return Math.round(max / 2);
    if (overlaps(c)) return max;
    const ratio = c.payFloor > ceiling ? ceiling / c.payFloor : c.payCeiling / floor;
    return Math.round(max * Math.max(0, 1 - (1 - ratio) / PAY_GAP_TOLERATED));
  };
}

/** For each title term, the ids of its words. */
function compileTitleTerms(criteria: TPreparedCriteria, dictionary: TWordIds): number[][] {
  return criteria.titleTerms.map((term) => term.words.map((word) => dictionary.findWordId(word)).filter((id) => id !== -1));
}

const holdsAnyWord = (wordIds: readonly number[], ids: readonly number[]) => ids.some((id) => wordIds.includes(id));

/**
 * Who, away from the asked place, still fits it: for a search of a place, anyone open to remote
 * work; for a job done there (on site or hybrid), only someone open to relocating.
 */
function compileWelcomeElsewhere(criteria: TPreparedCriteria): TCandidateTest {
  return criteria.placeIsRequired ? (c) => c.openToRelocation : (c) => c.openToRemote;
}

/** Who may appear at all. */
function compileFilter(
  criteria: TPreparedCriteria,
  placeMatch: TCandidateTest | null,
  salaryOverlap: TCandidateTest | null,
  titleTerms: number[][],
  areaTest: ((c: TIndexedCandidate) => boolean | null) | null,
  thisYear: number,
): TCandidateTest {
  const mustHaveKeys = criteria.skills.filter((skill) => skill.isMustHave).map((skill) => skill.key);
  const mustHave = mustHaveKeys.length > 0 ? toSkillTest(mustHaveKeys) : null;
  // Only a place asked: those elsewhere who are welcome come too, below those there.
  const isWelcome = compileWelcomeElsewhere(criteria);
  const isPlaceAccepted = placeMatch && !criteria.wantsRemote ? (c: TIndexedCandidate) => isWelcome(c) || placeMatch(c) : placeMatch;
  // With a role family: someone of the role or a near one, or anyone with a requested (or related) skill.
  const nearCodes = criteria.roleFamily ? new Set(criteria.nearFamilies.map((near) => toRoleFamilyCode(near.family))) : null;
  const wantedKeys = criteria.skills.flatMap((skill) => [skill.key, ...skill.related.map((relation) => relation.key)]);
  const wanted = wantedKeys.length > 0 ? toSkillTest(wantedKeys) : null;
  const knowsFloor = criteria.floorSkillKeys.length > 0 ? compileKnowsAny(criteria.floorSkillKeys) : null;
  // levelRank counts from 1 (entry); 0 is no level, which is never too high.
  const askedRank = criteria.experienceLevel ? EXPERIENCE_LEVELS.indexOf(criteria.experienceLevel) + 1 : 0;
  const levelCeiling = criteria.excludesOverqualified && askedRank > 0 ? askedRank + OVERQUALIFIED_LEVELS - 1 : null;
  // "Only this level": the asked level and above; a level not known at all does not pass.
  const levelIndex = compileLevelIndex(thisYear);
  const requiredLevelIndex =
    criteria.levelIsRequired && criteria.experienceLevel ? EXPERIENCE_LEVELS.indexOf(criteria.experienceLevel) : -1;
  // Years unknown (0) is below any start year, so it does not pass.
  const latestCareerStart = criteria.minYearsExperience === null ? null : thisYear - criteria.minYearsExperience;
  return (c) => {
    if (knowsFloor !== null && !knowsFloor(c)) return false;
    if (levelCeiling !== null && c.levelRank > levelCeiling) return false;
    if (!c.isListed) return false;
    if (requiredLevelIndex !== -1 && levelIndex(c) < requiredLevelIndex) return false;
    if (latestCareerStart !== null && (c.careerStartYear === 0 || c.careerStartYear > latestCareerStart)) return false;
    if (mustHave !== null && !knowsEvery(c, mustHave)) return false;
    if (isPlaceAccepted !== null && !isPlaceAccepted(c)) return false;
    if (areaTest !== null && areaTest(c) === false) return false;
    if (salaryOverlap !== null && c.payFloor !== NO_PAY && !salaryOverlap(c)) return false;
    if (titleTerms.length > 0 && !titleTerms.some((ids) => holdsAnyWord(c.titleWordIds, ids))) return false;
    if (nearCodes !== null && !nearCodes.has(c.roleFamilyCode) && (wanted === null || !knowsAny(c, wanted))) return false;
    return true;
  };
}

/** One requested skill: how to find it in a candidate, and what all of it is worth. */
type TSkillPoints = {
  key: string;
  test: TSkillTest;
  /** The points of the skill in full: a share of them is earned (getSkillShare). */
  inFull: number;
  /** Related skills, nearest first, with the share each group earns. */
  related: { test: TSkillTest; share: number }[];
};

function compileSkillPoints(criteria: TPreparedCriteria): TSkillPoints[] {
  const full = MATCH_WEIGHTS.skills * POINTS_PER_WEIGHT;
  const totalImportance = criteria.skills.reduce((total, skill) => total + skill.importance, 0);
  return criteria.skills.map((skill) => {
    // The nearest related skill the candidate lists or shows counts, at its weight.
    const weights = [...new Set(skill.related.map((relation) => relation.weight))].sort((x, y) => y - x);
    return {
      key: skill.key,
      test: toSkillTest([skill.key]),
      inFull: (full * skill.importance) / totalImportance,
      related: weights.map((weight) => ({
        test: toSkillTest(skill.related.filter((relation) => relation.weight === weight).map((relation) => relation.key)),
        share: weight * LISTED_ONLY_CREDIT,
      })),
    };
  });
}

const NON_ENGINEERING_CODES = new Set(NON_ENGINEERING_FAMILIES.map(toRoleFamilyCode));

/** The share of a requested skill's points the candidate earns: it depends on the skill alone, not on the rest of the criteria. */
function getSkillShare(c: TIndexedCandidate, skill: TSkillPoints): number {
  const isShown = holdsAny(c, skill.test, true);
  if (holdsAny(c, skill.test, false)) {
    if (isShown) return 1;
    return NON_ENGINEERING_CODES.has(c.roleFamilyCode) ? MANAGER_LISTED_CREDIT : LISTED_ONLY_CREDIT;
  }
  if (isShown) return SHOWN_ONLY_CREDIT;
  for (const relation of skill.related) if (knowsAny(c, relation.test)) return relation.share;
  return 0;
}

/**
 * One candidate's skill shares by skill key, for scoring that candidate against many criteria (a
 * developer's recommended jobs): each skill is looked up once, however many jobs ask for it.
 */
export type TSkillShares = Map<string, number>;

function getSkillPoints(c: TIndexedCandidate, skill: TSkillPoints, shares: TSkillShares | undefined): number {
  let share = shares?.get(skill.key);
  if (share === undefined) {
    share = getSkillShare(c, skill);
    shares?.set(skill.key, share);
  }
  return Math.round(skill.inFull * share);
}

/**
 * Points for the level: the chosen level's fit, and when the profile says when the career began, the
 * fit of the level its years make, half each. Years count to this year, so they never go stale.
 */
function compileLevelPoints(asked: TExperienceLevel, thisYear: number): (c: TIndexedCandidate) => number {
  const max = MATCH_WEIGHTS.level * POINTS_PER_WEIGHT;
  const byChosenLevel = (share: number) => [
    Math.round(max * share * UNKNOWN_LEVEL_FIT),
    ...EXPERIENCE_LEVELS.map((level) => Math.round(max * share * getLevelFit(asked, level))),
  ];
  const alone = byChosenLevel(1);
  const withYears = byChosenLevel(1 - YEARS_SHARE_OF_LEVEL);
  const byYears = LEVEL_FROM_YEARS.map((step) => ({
    latestStart: thisYear - step.minYears,
    points: Math.round(max * YEARS_SHARE_OF_LEVEL * getLevelFit(asked, step.level)),
  }));
  return (c) => {
    if (c.careerStartYear === 0) return alone[c.levelRank]!;
    return withYears[c.levelRank]! + (byYears.find((step) => c.careerStartYear <= step.latestStart)?.points ?? 0);
  };
}

/** Whether the candidate's known level (compileLevelIndex) is below the asked one. */
function compileIsBelowLevel(asked: TExperienceLevel | null, thisYear: number): TCandidateTest {
  if (!asked) return () => false;
  const askedIndex = EXPERIENCE_LEVELS.indexOf(asked);
  const levelIndex = compileLevelIndex(thisYear);
  return (c) => {
    const index = levelIndex(c);
    return index !== -1 && index < askedIndex;
  };
}

/**
 * A below-level candidate's points, compressed above BELOW_LEVEL_KNEE of the best into the span up
 * to BELOW_LEVEL_CEILING: monotonic, so their order among themselves holds.
 */
function compileBelowLevelCeiling(isBelowLevel: TCandidateTest, maxPoints: number): (c: TIndexedCandidate, points: number) => number {
  const knee = maxPoints * BELOW_LEVEL_KNEE;
  const slope = (BELOW_LEVEL_CEILING - BELOW_LEVEL_KNEE) / (1 - BELOW_LEVEL_KNEE);
  return (c, points) => (points > knee && isBelowLevel(c) ? Math.round(knee + (points - knee) * slope) : points);
}

/** The weights of the criteria the employer set. */
function getCriteriaWeights(criteria: TPreparedCriteria): number[] {
  const weights: number[] = [];
  if (criteria.skills.length > 0) weights.push(MATCH_WEIGHTS.skills);
  if (criteria.roleFamily !== null || criteria.titleTerms.length > 0) weights.push(MATCH_WEIGHTS.title);
  if (criteria.salaryMin !== null || criteria.salaryMax !== null) weights.push(MATCH_WEIGHTS.salary);
  if (criteria.experienceLevel) weights.push(MATCH_WEIGHTS.level);
  if (criteria.placeWords !== null || criteria.wantsRemote || criteria.remoteArea !== null) weights.push(MATCH_WEIGHTS.location);
  return weights;
}

/** False when the employer set no criterion: the order and score are then the profile's own score. */
export const hasCriteria = (criteria: TPreparedCriteria) => getCriteriaWeights(criteria).length > 0;

export function compileMatcher(
  criteria: TPreparedCriteria,
  dictionary: TWordIds,
  thisYear = new Date().getUTCFullYear(),
): TCandidateMatcher {
  const placeMatch = compilePlaceMatch(criteria, dictionary);
  const areaTest = compileAreaTest(criteria);
  const salaryOverlap = compileSalaryOverlap(criteria);
  const titleTerms = compileTitleTerms(criteria, dictionary);
  const skills = compileSkillPoints(criteria);
  // Each criterion the employer set counts at its weight: a candidate earns 0 to weight × POINTS_PER_WEIGHT on it.
  const titleMax = MATCH_WEIGHTS.title * POINTS_PER_WEIGHT;
  const familyPoints = new Map<number, number>();
  for (const { family, affinity } of criteria.roleFamily ? criteria.nearFamilies : []) {
    const code = toRoleFamilyCode(family);
    if (!familyPoints.has(code)) familyPoints.set(code, Math.round(titleMax * affinity));
  }
  const perTitleTerm = titleTerms.length > 0 ? Math.round(titleMax / titleTerms.length) : 0;
  const salaryPoints = salaryOverlap && compileSalaryPoints(criteria, salaryOverlap);
  const levelPoints = criteria.experienceLevel ? compileLevelPoints(criteria.experienceLevel, thisYear) : null;
  const locationMax = MATCH_WEIGHTS.location * POINTS_PER_WEIGHT;
  const elsewhere = Math.round(locationMax * REMOTE_ELSEWHERE_CREDIT);
  const isElsewhereWelcome = compileWelcomeElsewhere(criteria);
  const maxPoints = getCriteriaWeights(criteria).reduce((total, weight) => total + weight, 0) * POINTS_PER_WEIGHT;
  const isScored = hasCriteria(criteria);
  const isBelowLevel = compileIsBelowLevel(criteria.experienceLevel, thisYear);
  const underStrongMatch =
    isScored && criteria.isBelowLevelCapped && criteria.experienceLevel ? compileBelowLevelCeiling(isBelowLevel, maxPoints) : null;

  const points = (c: TIndexedCandidate, shares?: TSkillShares): number => {
    if (!isScored) return c.profileScore;
    let total = 0;
    for (const skill of skills) total += getSkillPoints(c, skill, shares);
    if (familyPoints.size > 0) total += familyPoints.get(c.roleFamilyCode) ?? 0;
    for (const ids of titleTerms) if (holdsAnyWord(c.titleWordIds, ids)) total += perTitleTerm;
    if (salaryPoints !== null) total += salaryPoints(c);
    if (levelPoints !== null) total += levelPoints(c);
    if (placeMatch !== null) total += placeMatch(c) ? locationMax : isElsewhereWelcome(c) ? elsewhere : 0;
    if (areaTest !== null) {
      // Someone whose place does not say may be in the area: half, as someone welcome from elsewhere.
      const isInArea = areaTest(c);
      total += isInArea ? locationMax : isInArea === null ? elsewhere : 0;
    }
    return total;
  };
  const rankPoints =
    underStrongMatch === null ? points : (c: TIndexedCandidate, shares?: TSkillShares) => underStrongMatch(c, points(c, shares));
  const toScore = (total: number) => Math.min(100, Math.trunc((total * 100 + Math.round(maxPoints / 2)) / maxPoints));
  return {
    passes: compileFilter(criteria, placeMatch, criteria.payIsFilter ? salaryOverlap : null, titleTerms, areaTest, thisYear),
    points: rankPoints,
    score: (c) => (isScored ? toScore(rankPoints(c)) : c.profileScore),
    toScore,
    titleHits: (c) => titleTerms.map((ids) => holdsAnyWord(c.titleWordIds, ids)),
    placeMatch: (c) => (placeMatch ? placeMatch(c) : areaTest ? areaTest(c) : null),
    isBelowLevel,
  };
}
