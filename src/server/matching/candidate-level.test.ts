/**
 * The level as a requirement, held as properties over a corpus of candidates (every chosen level,
 * known and unknown years, more or fewer skills, in the place or not) and many searches: "Only this
 * level" and a minimum of years leave out exactly those below (or unknown), nobody below the asked
 * level is a Strong match, and the ceiling moves no one else and keeps the order of those it lowers.
 */
import { describe, expect, it } from 'vitest';
import { ZCandidateSearchRequestSchema, type TCandidateSearchRequest } from '#shared/schemas/candidate-search.ts';
import { EXPERIENCE_LEVELS, type TExperienceLevel } from '#shared/profile-values.ts';
import { toRoleFamilyCode } from '#server/resume-engine/skills/role-families.ts';
import { toMatchRow, type TCandidateCard } from './candidate-matches.ts';
import { compileMatcher, STRONG_MATCH_MIN_SCORE } from './candidate-scoring.ts';
import { explainMatch } from './match-explanation.ts';
import { CandidateIndex, type TIndexedCandidate } from './search-index/candidate-index.ts';
import { prepareCriteria } from './search-criteria.ts';

// The explanations count years to the real clock's year, so the corpus is dated from it.
const THIS_YEAR = new Date().getUTCFullYear();
/** Years of work: unknown, then entry, mid and senior by years (candidate-scoring.ts LEVEL_FROM_YEARS). */
const YEARS = [null, 1, 3, 4, 8, 15] as const;
const SKILL_SETS = [['react', 'typescript', 'next.js'], ['react', 'typescript'], ['react'], ['vue.js'], []] as const;

type TCorpusEntry = { candidate: TIndexedCandidate; level: TExperienceLevel | null; years: number | null; card: TCandidateCard };

function buildCorpus(): { index: CandidateIndex; corpus: TCorpusEntry[] } {
  const index = new CandidateIndex();
  const entries: Omit<TCorpusEntry, 'candidate'>[] = [];
  let id = 0;
  for (const level of [null, ...EXPERIENCE_LEVELS]) {
    for (const years of YEARS) {
      for (const skills of SKILL_SETS) {
        for (const place of ['berlin', 'lisbon']) {
          id += 1;
          const careerStartYear = years === null ? 0 : THIS_YEAR - years;
          index.upsert({
            profileId: id,
            userId: id,
            isListed: true,
            openToRemote: place === 'lisbon',
            openToRelocation: false,
            profileScore: 50,
            levelRank: level === null ? 0 : EXPERIENCE_LEVELS.indexOf(level) + 1,
            careerStartYear,
            roleFamilyCode: toRoleFamilyCode('frontend'),
            payFloor: 80_000,
            payCeiling: 100_000,
            updatedAt: new Date(2026, 0, 1),
            listedSkillKeys: [...skills],
            shownSkillKeys: [...skills],
            titleWords: ['frontend', 'developer'],
            placeWords: [place],
            place: place === 'berlin' ? 'Berlin, Germany' : 'Lisbon, Portugal',
          });
          entries.push({
            level,
            years,
            card: {
              id,
              userId: id,
              fullName: `Candidate ${id}`,
              jobTitle: 'Frontend Developer',
              bio: null,
              experience: null,
              skills: [...skills],
              skillKeys: [...skills],
              roleFamily: 'frontend',
              availability: null,
              experienceLevel: level,
              salaryMin: 80_000,
              salaryMax: 100_000,
              location: place === 'berlin' ? 'Berlin, Germany' : 'Lisbon, Portugal',
              profilePictureFileId: null,
              createdAt: new Date(2026, 0, 1),
              careerStartYear: years === null ? null : careerStartYear,
              resumeSkillKeys: [...skills],
              textSkillKeys: [...skills],
              textNotHeldSkillKeys: [],
              textLearningSkillKeys: [],
            },
          });
        }
      }
    }
  }
  const corpus = entries.map((entry) => ({ ...entry, candidate: index.findByUserId(entry.card.userId)! }));
  return { index, corpus };
}

/** The level the filter reads, as an index of EXPERIENCE_LEVELS: the chosen one, else by years; -1 unknown. */
function knownLevelIndex({ level, years }: Pick<TCorpusEntry, 'level' | 'years'>): number {
  if (level) return EXPERIENCE_LEVELS.indexOf(level);
  if (years === null) return -1;
  return years >= 5 ? 2 : years >= 3 ? 1 : 0;
}

/** Searches with a level: title, skills, place and pay in several combinations. */
const SEARCHES: TCandidateSearchRequest[] = EXPERIENCE_LEVELS.flatMap((experienceLevel) => [
  { jobTitle: 'Frontend Developer', skills: ['React', 'TypeScript', 'Next.js'], experienceLevel, location: 'Berlin' },
  { jobTitle: 'React Developer', skills: ['React'], experienceLevel },
  { skills: ['React', 'TypeScript'], experienceLevel, salaryMin: 70_000, salaryMax: 120_000 },
  { jobTitle: 'Frontend Developer', experienceLevel },
  { experienceLevel },
]);

const { index, corpus } = buildCorpus();
const prepare = (request: TCandidateSearchRequest) => prepareCriteria(ZCandidateSearchRequestSchema.parse(request));
const matcherOf = (request: TCandidateSearchRequest) => compileMatcher(prepare(request), index, THIS_YEAR);
/** The same search with the Strong-match ceiling off, as a job's criteria have it. */
const uncappedMatcherOf = (request: TCandidateSearchRequest) =>
  compileMatcher({ ...prepare(request), isBelowLevelCapped: false }, index, THIS_YEAR);

describe('"Only this level" and a minimum of years', () => {
  it('leave out exactly those below the level (or whose level is unknown) and those with fewer or unknown years', () => {
    let leftOut = 0;
    for (const search of SEARCHES) {
      const asked = EXPERIENCE_LEVELS.indexOf(search.experienceLevel as TExperienceLevel);
      const open = matcherOf(search);
      const onlyThisLevel = matcherOf({ ...search, levelIsRequired: true });
      for (const minYears of [3, 5]) {
        const withMinimum = matcherOf({ ...search, minYearsExperience: minYears });
        for (const entry of corpus) {
          const passes = open.passes(entry.candidate);
          const isAtLevel = knownLevelIndex(entry) >= asked;
          expect(onlyThisLevel.passes(entry.candidate), `${JSON.stringify(search)} #${entry.card.id}`).toBe(passes && isAtLevel);
          const hasYears = entry.years !== null && entry.years >= minYears;
          expect(withMinimum.passes(entry.candidate), `${JSON.stringify(search)} ${minYears}+ #${entry.card.id}`).toBe(passes && hasYears);
          if (passes && !isAtLevel) leftOut += 1;
        }
      }
    }
    expect(leftOut).toBeGreaterThan(0);
  });

  it('ask nothing at 0 years, and an absent level makes "Only this level" refused, not ignored', () => {
    const search = SEARCHES[0]!;
    const open = matcherOf(search);
    const zero = matcherOf({ ...search, minYearsExperience: 0 });
    for (const entry of corpus) expect(zero.passes(entry.candidate)).toBe(open.passes(entry.candidate));
    const refused = ZCandidateSearchRequestSchema.safeParse({ levelIsRequired: true, experienceLevel: 'any' });
    expect(refused.success).toBe(false);
  });
});

describe('nobody below the asked level is a Strong match', () => {
  it('holds for every search, with or without the filter, and the label agrees with the number', () => {
    let lowered = 0;
    for (const search of SEARCHES) {
      const matcher = matcherOf(search);
      const prepared = prepare(search);
      const asked = EXPERIENCE_LEVELS.indexOf(search.experienceLevel as TExperienceLevel);
      for (const entry of corpus) {
        const isBelow = knownLevelIndex(entry) !== -1 && knownLevelIndex(entry) < asked;
        expect(matcher.isBelowLevel(entry.candidate)).toBe(isBelow);
        if (!isBelow || !matcher.passes(entry.candidate)) continue;
        const score = matcher.score(entry.candidate);
        expect(score, `${JSON.stringify(search)} #${entry.card.id}`).toBeLessThan(STRONG_MATCH_MIN_SCORE);
        if (uncappedMatcherOf(search).score(entry.candidate) >= STRONG_MATCH_MIN_SCORE) lowered += 1;
        const { recommendation } = explainMatch(prepared, toMatchRow(entry.card, entry.candidate, matcher), true);
        expect(recommendation).not.toMatch(/^Strong match/);
        expect(recommendation).toContain(`(${score}%)`);
      }
    }
    // Not vacuous: the ceiling did lower some who would have read Strong match.
    expect(lowered).toBeGreaterThan(0);
  });

  it('names the level as the concern of a below-level recommendation', () => {
    const search = SEARCHES.find((request) => request.experienceLevel === 'senior' && request.location === 'Berlin')!;
    const matcher = matcherOf(search);
    const midWithThreeYears = corpus.find(
      (entry) => entry.level === 'mid' && entry.years === 3 && entry.card.skills.length === 3 && entry.card.location === 'Berlin, Germany',
    )!;
    expect(uncappedMatcherOf(search).score(midWithThreeYears.candidate)).toBeGreaterThanOrEqual(STRONG_MATCH_MIN_SCORE);
    const row = toMatchRow(midWithThreeYears.card, midWithThreeYears.candidate, matcher);
    expect(explainMatch(prepare(search), row, true).recommendation).toMatch(
      /^Good match \(\d+%\): .*; Mid 3-5 years, below the Senior 5\+ years you asked for\.$/,
    );
  });

  it('moves nobody at or above the level, and keeps the order of those it lowers', () => {
    for (const search of SEARCHES) {
      const matcher = matcherOf(search);
      const uncapped = uncappedMatcherOf(search);
      const below: TCorpusEntry[] = [];
      for (const entry of corpus) {
        if (matcher.isBelowLevel(entry.candidate)) below.push(entry);
        else expect(matcher.points(entry.candidate)).toBe(uncapped.points(entry.candidate));
        expect(matcher.points(entry.candidate)).toBeLessThanOrEqual(uncapped.points(entry.candidate));
      }
      for (const a of below) {
        for (const b of below) {
          if (uncapped.points(a.candidate) > uncapped.points(b.candidate)) {
            expect(matcher.points(a.candidate)).toBeGreaterThanOrEqual(matcher.points(b.candidate));
          }
        }
      }
    }
  });
});
