/**
 * Candidate search in the database, on candidate_search: one narrow row per profile that triggers
 * keep in step (schema.ts), so filtering, scoring and sorting read one table and only the page's
 * rows are joined to profiles and users.
 *   filters  listed developers only; every must-have skill; the place's words or open to remote
 *            work (those there rank first); an overlapping salary range; for a title that names a
 *            role family, someone of that family or a near one, or with a requested or related
 *            skill; for a title that names none, one of its words in the job title. The experience
 *            level ranks, it does not filter.
 *   score    0-100 from weighted criteria, counting only those the employer set: skills (in full
 *            when listed and shown by the profile's words or primary resume, less when only listed,
 *            related ones by their weight, skill-relations.ts), the role
 *            family (near ones by their affinity, role-families.ts) or else the title words, salary
 *            overlap, experience level (the chosen one and the years since the career began) and
 *            location. With no criteria, the profile's own score.
 *   order    by score, then evidence (how many skills the profile's words and resume show), then the
 *            latest change, then the profile id: the same criteria always give the same order.
 * Speed (decision 007): a search reads every listed row, so each test of a row is an integer
 * operation wherever it can be (search-row-tests.ts: skills as bits, Bloom filters before arrays);
 * the count and the page's ids are two statements the server runs side by side, and 'Most Recent'
 * and 'Salary' read their page from an index. A selective place or title can use the GIN indexes.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CANDIDATE_PAGE_SIZE, type TCandidateSort } from '#shared/candidate-search.ts';
import { EXPERIENCE_LEVELS, type TExperienceLevel } from '#shared/profile-values.ts';
import type { Executor } from '#server/db/client.ts';
import { applicantProfiles, candidateSearch, resumes, users } from '#server/db/schema.ts';
import { toRoleFamilyCode, type TRoleFamily } from '#server/resume-engine/skills/role-families.ts';
import type { TPreparedCriteria } from './search-criteria.ts';
import { integer, knowsAnySkill, knowsEverySkill, listsSkill, placeHoldsAll, showsSkill, titleHoldsAny } from './search-row-tests.ts';

/** How much each criterion weighs when the employer set it (skills include the resume evidence). */
const MATCH_WEIGHTS = { skills: 50, title: 30, salary: 10, level: 15, location: 10 } as const;
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
/** Someone elsewhere but open to remote work, for a search of a place: this share of the location's weight. */
const REMOTE_ELSEWHERE_CREDIT = 0.5;
/** candidate_search's pay_floor and pay_ceiling when the profile gives no salary (it ranks last by salary). */
const NO_PAY = -1;
/** A profile without a level is neither preferred nor passed over. */
const UNKNOWN_LEVEL_FIT = 0.4;
/** When the profile says when the career began, the years since weigh as much as the chosen level. */
const YEARS_SHARE_OF_LEVEL = 0.5;
/** The level that many years of work make, as the profile form labels them ('Entry 0-2 years', 'Mid 3-5 years', 'Senior 5+ years'). */
const LEVEL_FROM_YEARS: { minYears: number; level: TExperienceLevel }[] = [
  { minYears: 5, level: 'senior' },
  { minYears: 3, level: 'mid' },
  { minYears: 0, level: 'entry' },
];

function getLevelFit(asked: TExperienceLevel, candidate: TExperienceLevel): number {
  return LEVEL_FIT_BY_DISTANCE[EXPERIENCE_LEVELS.indexOf(candidate) - EXPERIENCE_LEVELS.indexOf(asked)]!;
}

/** The level a number of years of work makes. */
export function getLevelFromYears(years: number): TExperienceLevel {
  return LEVEL_FROM_YEARS.find((step) => years >= step.minYears)!.level;
}

const cs = candidateSearch;
const p = applicantProfiles;
const u = users;
const r = resumes;

function placeMatchSql(criteria: TPreparedCriteria): SQL | null {
  const { placeWords } = criteria;
  const place = placeWords ? placeHoldsAll(placeWords) : null;
  const remote = criteria.wantsRemote ? sql`(${cs.openToRemote} or ${placeHoldsAll(['remote'])})` : null;
  if (place && remote) return sql`(${place} or ${remote})`;
  return place ?? remote;
}

/**
 * Who a place search lets in: those there (or remote, when asked), and, when only a place is asked,
 * anyone open to remote work, who ranks below those there (REMOTE_ELSEWHERE_CREDIT).
 */
function placeFilterSql(criteria: TPreparedCriteria): SQL | null {
  const place = placeMatchSql(criteria);
  if (!place || criteria.wantsRemote) return place;
  return sql`(${place} or ${cs.openToRemote})`;
}

function salaryOverlapSql(criteria: TPreparedCriteria): SQL | null {
  const { salaryMin, salaryMax } = criteria;
  if (salaryMin === null && salaryMax === null) return null;
  const belowMax = salaryMax === null ? sql`true` : sql`${cs.payFloor} <= ${salaryMax}`;
  const aboveMin = salaryMin === null ? sql`true` : sql`${cs.payCeiling} >= ${salaryMin}`;
  return sql`(${belowMax} and ${aboveMin})`;
}

function titleMatchSql(criteria: TPreparedCriteria): SQL[] {
  return criteria.titleTerms.map((term) => titleHoldsAny(term.words));
}

/** The WHERE of a search: who may appear at all. */
function filterSql(criteria: TPreparedCriteria): SQL {
  const conditions: SQL[] = [eq(cs.isListed, true)];
  const mustHave = criteria.skills.filter((skill) => skill.isMustHave).map((skill) => skill.key);
  if (mustHave.length > 0) conditions.push(knowsEverySkill(mustHave));
  const place = placeFilterSql(criteria);
  if (place) conditions.push(place);
  const salary = salaryOverlapSql(criteria);
  if (salary) conditions.push(sql`(${salary} or ${cs.payFloor} = ${integer(NO_PAY)})`);
  const titleHits = titleMatchSql(criteria);
  if (titleHits.length > 0) conditions.push(sql`(${sql.join(titleHits, sql` or `)})`);
  if (criteria.roleFamily) {
    // Someone of the role or a near one, or anyone with a requested (or related) skill: the rest is not the person.
    const nearFamilies = criteria.nearFamilies.map((near) => toRoleFamilyCode(near.family));
    const wantedKeys = criteria.skills.flatMap((skill) => [skill.key, ...skill.related.map((relation) => relation.key)]);
    const relevant = [sql`${cs.roleFamilyCode} in (${sql.join(nearFamilies.map(integer), sql`, `)})`];
    if (wantedKeys.length > 0) relevant.push(knowsAnySkill(wantedKeys));
    conditions.push(sql`(${sql.join(relevant, sql` or `)})`);
  }
  return and(...conditions)!;
}

const sum = (parts: SQL[]) => sql.join(parts, sql` + `);
/** Whole points, so the database adds integers: a criterion of weight W is worth W * POINTS_PER_WEIGHT at best. */
const POINTS_PER_WEIGHT = 1000;
const points = (condition: SQL, value: number) => sql`(case when ${condition} then ${integer(value)} else 0 end)`;

/** Each criterion the employer set: its weight, and SQL for the points a candidate earns on it (0 to weight × POINTS_PER_WEIGHT). */
function scoreParts(criteria: TPreparedCriteria): { weight: number; points: SQL }[] {
  const parts: { weight: number; points: SQL }[] = [];
  const full = (weight: number) => weight * POINTS_PER_WEIGHT;
  const { skills } = criteria;
  if (skills.length > 0) {
    const totalImportance = skills.reduce((total, skill) => total + skill.importance, 0);
    const skillPoints = skills.map((skill) => {
      const perSkill = (full(MATCH_WEIGHTS.skills) * skill.importance) / totalImportance;
      const worth = (share: number) => integer(perSkill * share);
      // The nearest related skill the candidate lists or shows counts, at its weight: one branch per weight, nearest first.
      const weights = [...new Set(skill.related.map((relation) => relation.weight))].sort((x, y) => y - x);
      const related = weights.map((weight) => {
        const keys = skill.related.filter((relation) => relation.weight === weight).map((relation) => relation.key);
        return sql` when ${knowsAnySkill(keys)} then ${worth(weight * LISTED_ONLY_CREDIT)}`;
      });
      return sql`(case when ${listsSkill(skill.key)} then (case when ${showsSkill(skill.key)} then ${worth(1)}
          when ${cs.roleFamilyCode} in (${sql.join(NON_ENGINEERING_FAMILIES.map(toRoleFamilyCode).map(integer), sql`, `)}) then ${worth(MANAGER_LISTED_CREDIT)} else ${worth(LISTED_ONLY_CREDIT)} end)
        when ${showsSkill(skill.key)} then ${worth(SHOWN_ONLY_CREDIT)}${sql.join(related, sql``)} else 0 end)`;
    });
    parts.push({ weight: MATCH_WEIGHTS.skills, points: sum(skillPoints) });
  }
  if (criteria.roleFamily) {
    const max = full(MATCH_WEIGHTS.title);
    const byFamily = criteria.nearFamilies.map(
      ({ family, affinity }) => sql`when ${integer(toRoleFamilyCode(family))} then ${integer(max * affinity)}`,
    );
    parts.push({ weight: MATCH_WEIGHTS.title, points: sql`(case ${cs.roleFamilyCode} ${sql.join(byFamily, sql` `)} else 0 end)` });
  }
  const titleHits = titleMatchSql(criteria);
  if (titleHits.length > 0) {
    const perTerm = full(MATCH_WEIGHTS.title) / titleHits.length;
    parts.push({ weight: MATCH_WEIGHTS.title, points: sum(titleHits.map((hit) => points(hit, perTerm))) });
  }
  const salary = salaryOverlapSql(criteria);
  if (salary) {
    const max = full(MATCH_WEIGHTS.salary);
    parts.push({
      weight: MATCH_WEIGHTS.salary,
      points: sql`(case when ${cs.payFloor} = ${integer(NO_PAY)} then ${integer(max / 2)} when ${salary} then ${integer(max)} else 0 end)`,
    });
  }
  const level = criteria.experienceLevel;
  if (level) parts.push({ weight: MATCH_WEIGHTS.level, points: levelPointsSql(level, full(MATCH_WEIGHTS.level)) });
  const place = placeMatchSql(criteria);
  if (place) {
    const max = full(MATCH_WEIGHTS.location);
    parts.push({
      weight: MATCH_WEIGHTS.location,
      points: sql`(case when ${place} then ${integer(max)} when ${cs.openToRemote} then ${integer(max * REMOTE_ELSEWHERE_CREDIT)} else 0 end)`,
    });
  }
  return parts;
}

/**
 * Points for the level: the chosen level's fit, and when the profile says when the career began, the
 * fit of the level its years make, half each. Years count to this year, so they never go stale.
 */
function levelPointsSql(asked: TExperienceLevel, max: number): SQL {
  const byChosenLevel = (share: number) =>
    sql`(case ${cs.levelRank} ${sql.join(
      EXPERIENCE_LEVELS.map((level, index) => sql`when ${integer(index + 1)} then ${integer(max * share * getLevelFit(asked, level))}`),
      sql` `,
    )} else ${integer(max * share * UNKNOWN_LEVEL_FIT)} end)`;
  const thisYear = new Date().getUTCFullYear();
  const byYears = sql`(case ${sql.join(
    LEVEL_FROM_YEARS.map(
      (step) =>
        sql`when ${cs.careerStartYear} <= ${integer(thisYear - step.minYears)} then ${integer(max * YEARS_SHARE_OF_LEVEL * getLevelFit(asked, step.level))}`,
    ),
    sql` `,
  )} else 0 end)`;
  return sql`(case when ${cs.careerStartYear} = 0 then ${byChosenLevel(1)} else ${byChosenLevel(1 - YEARS_SHARE_OF_LEVEL)} + ${byYears} end)`;
}

/** The sum of points: ordering by it is ordering by the score, without the division per row. */
function pointsSql(criteria: TPreparedCriteria, parts = scoreParts(criteria)): SQL {
  return parts.length === 0 ? sql`${cs.profileScore}` : sql`(${sum(parts.map((part) => part.points))})`;
}

/** The 0-100 score: the points as a share of the most a candidate could earn, or with no criteria the profile's own score. */
function scoreSql(criteria: TPreparedCriteria): SQL<number> {
  const parts = scoreParts(criteria);
  if (parts.length === 0) return sql<number>`${cs.profileScore}`;
  const maxPoints = parts.reduce((total, part) => total + part.weight, 0) * POINTS_PER_WEIGHT;
  return sql<number>`least(100, (${pointsSql(criteria, parts)} * 100 + ${integer(maxPoints / 2)}) / ${integer(maxPoints)})`;
}

export function hasCriteria(criteria: TPreparedCriteria): boolean {
  return scoreParts(criteria).length > 0;
}

/**
 * The order of each sort. 'Most Recent' and 'Salary' follow candidate_search's partial indexes, so a
 * broad search reads its first page in order; a tie of scores goes to the better evidenced candidate.
 */
function orderSql(criteria: TPreparedCriteria, sort: TCandidateSort): SQL {
  // 'nulls last' as the indexes are built (drizzle's desc()): PostgreSQL reads an index in a query's
  // order only when that matches too, though none of these columns is ever null.
  const latest = sql`${cs.updatedAt} desc nulls last, ${cs.profileId} desc nulls last`;
  if (sort === 'recent') return latest;
  if (sort === 'salary') return sql`${cs.payCeiling} desc nulls last, ${latest}`;
  return sql`${pointsSql(criteria)} desc, ${cs.shownSkillCount} desc, ${latest}`;
}

/** What a result card and its explanation need, for the rows of one page. */
async function findMatchRows(db: Executor, criteria: TPreparedCriteria, where: SQL) {
  const title = titleMatchSql(criteria);
  const place = placeMatchSql(criteria);
  return db
    .select({
      id: cs.profileId,
      userId: cs.userId,
      isListed: cs.isListed,
      fullName: u.fullName,
      jobTitle: p.jobTitle,
      bio: p.bio,
      experience: p.experience,
      skills: p.skills,
      skillKeys: p.skillKeys,
      roleFamily: p.roleFamily,
      availability: p.availability,
      experienceLevel: p.experienceLevel,
      openToRemote: cs.openToRemote,
      salaryMin: p.salaryMin,
      salaryMax: p.salaryMax,
      updatedAt: cs.updatedAt,
      location: u.location,
      profilePictureFileId: u.profilePictureFileId,
      createdAt: u.createdAt,
      careerStartYear: p.careerStartYear,
      /** Null without a primary resume or before it is indexed. */
      resumeSkillKeys: r.recognizedSkills,
      textSkillKeys: p.textSkillKeys,
      shownSkillCount: cs.shownSkillCount,
      score: scoreSql(criteria),
      titleHits: title.length > 0 ? sql<boolean[]>`array[${sql.join(title, sql`, `)}]` : sql<boolean[]>`'{}'::boolean[]`,
      placeMatch: place ? sql<boolean | null>`${place}` : sql<boolean | null>`null`,
    })
    .from(cs)
    .innerJoin(p, eq(p.id, cs.profileId))
    .innerJoin(u, eq(u.id, cs.userId))
    .leftJoin(r, and(eq(r.userId, cs.userId), eq(r.isPrimary, true)))
    .where(where);
}

export type TMatchRow = Awaited<ReturnType<typeof findMatchRows>>[number];

/** One page of candidates in the chosen order, and how many match in all. */
export async function searchCandidates(
  db: Executor,
  params: { criteria: TPreparedCriteria; sort: TCandidateSort; page: number },
): Promise<{ total: number; rows: TMatchRow[] }> {
  const { criteria, sort, page } = params;
  const where = filterSql(criteria);
  // Two statements side by side (on PostgreSQL, two connections): the count, and the page's ids,
  // which PostgreSQL keeps as a top-N instead of sorting every match (or reads from an index).
  const [[counted], pageRows] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(cs)
      .where(where),
    db
      .select({ id: cs.profileId })
      .from(cs)
      .where(where)
      .orderBy(orderSql(criteria, sort))
      .limit(CANDIDATE_PAGE_SIZE)
      .offset((page - 1) * CANDIDATE_PAGE_SIZE),
  ]);
  const total = counted?.total ?? 0;
  const ids = pageRows.map((row) => row.id);
  if (ids.length === 0) return { total, rows: [] };
  const rows = await findMatchRows(db, criteria, inArray(cs.profileId, ids));
  const position = new Map(ids.map((id, index) => [id, index]));
  return { total, rows: rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!) };
}

/** One developer measured against the criteria, listed or not (`isListed` lets the caller decide). */
export async function findCandidateMatch(db: Executor, params: { criteria: TPreparedCriteria; userId: number }) {
  const [row] = await findMatchRows(db, params.criteria, eq(cs.userId, params.userId));
  return row;
}
