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
 *            overlap, experience level and location. With no criteria, the profile's own score.
 * Arrays use GIN indexes (skills, words, place).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CANDIDATE_PAGE_SIZE, type TCandidateSort } from '#shared/candidate-search.ts';
import { EXPERIENCE_LEVELS, type TExperienceLevel } from '#shared/profile-values.ts';
import type { Executor } from '#server/db/client.ts';
import { applicantProfiles, candidateSearch, users } from '#server/db/schema.ts';
import type { TRoleFamily } from '#server/resume-engine/skills/role-families.ts';
import type { TPreparedCriteria } from './search-criteria.ts';

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
/** A profile without a level is neither preferred nor passed over. */
const UNKNOWN_LEVEL_FIT = 0.4;

function getLevelFit(asked: TExperienceLevel, candidate: TExperienceLevel): number {
  return LEVEL_FIT_BY_DISTANCE[EXPERIENCE_LEVELS.indexOf(candidate) - EXPERIENCE_LEVELS.indexOf(asked)]!;
}

const cs = candidateSearch;
const p = applicantProfiles;
const u = users;

/** A text[] parameter: one array literal, so a long list is one parameter, not one per element. */
const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/** Every skill a candidate lists or shows in their words or primary resume. */
const knownSkillsSql = sql`(${cs.skillKeys} || coalesce(${cs.textSkillKeys}, '{}') || coalesce(${cs.resumeSkillKeys}, '{}'))`;

function placeMatchSql(criteria: TPreparedCriteria): SQL | null {
  const place = criteria.placeWords ? sql`${cs.placeWords} @> ${textArray(criteria.placeWords)}` : null;
  const remote = criteria.wantsRemote ? sql`(${cs.openToRemote} or 'remote' = any(${cs.placeWords}))` : null;
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
  const belowMax = salaryMax === null ? sql`true` : sql`coalesce(${cs.salaryMin}, ${cs.salaryMax}) <= ${salaryMax}`;
  const aboveMin = salaryMin === null ? sql`true` : sql`coalesce(${cs.salaryMax}, ${cs.salaryMin}) >= ${salaryMin}`;
  return sql`(${belowMax} and ${aboveMin})`;
}

function titleMatchSql(criteria: TPreparedCriteria): SQL[] {
  return criteria.titleTerms.map((term) => sql`(${cs.titleWords} && ${textArray(term.words)})`);
}

/** The WHERE of a search: who may appear at all. */
function filterSql(criteria: TPreparedCriteria): SQL {
  const conditions: SQL[] = [eq(cs.isListed, true)];
  const mustHave = criteria.skills.filter((skill) => skill.isMustHave).map((skill) => skill.key);
  if (mustHave.length > 0) conditions.push(sql`${knownSkillsSql} @> ${textArray(mustHave)}`);
  const place = placeFilterSql(criteria);
  if (place) conditions.push(place);
  const salary = salaryOverlapSql(criteria);
  if (salary) conditions.push(sql`(${salary} or (${cs.salaryMin} is null and ${cs.salaryMax} is null))`);
  if (criteria.titleTerms.length > 0) {
    conditions.push(sql`${cs.titleWords} && ${textArray(criteria.titleTerms.flatMap((term) => term.words))}`);
  }
  if (criteria.roleFamily) {
    // Someone of the role or a near one, or anyone with a requested (or related) skill: the rest is not the person.
    const nearFamilies = criteria.nearFamilies.map((near) => near.family);
    const wantedKeys = criteria.skills.flatMap((skill) => [skill.key, ...skill.related.map((relation) => relation.key)]);
    const relevant = [sql`${cs.roleFamily} = any(${textArray(nearFamilies)})`];
    if (wantedKeys.length > 0) relevant.push(sql`${knownSkillsSql} && ${textArray(wantedKeys)}`);
    conditions.push(sql`(${sql.join(relevant, sql` or `)})`);
  }
  return and(...conditions)!;
}

const sum = (parts: SQL[]) => sql.join(parts, sql` + `);
/** Whole points, so the database adds integers: a criterion of weight W is worth W * POINTS_PER_WEIGHT at best. */
const POINTS_PER_WEIGHT = 1000;
const points = (condition: SQL, value: number) => sql`(case when ${condition} then ${sql.raw(String(Math.round(value)))} else 0 end)`;

/** Each criterion the employer set: its weight, and SQL for the points a candidate earns on it (0 to weight × POINTS_PER_WEIGHT). */
function scoreParts(criteria: TPreparedCriteria): { weight: number; points: SQL }[] {
  const parts: { weight: number; points: SQL }[] = [];
  const full = (weight: number) => weight * POINTS_PER_WEIGHT;
  const { skills } = criteria;
  if (skills.length > 0) {
    const totalImportance = skills.reduce((total, skill) => total + skill.importance, 0);
    const skillPoints = skills.map((skill) => {
      const perSkill = (full(MATCH_WEIGHTS.skills) * skill.importance) / totalImportance;
      const worth = (share: number) => sql.raw(String(Math.round(perSkill * share)));
      const isListed = sql`${skill.key} = any(${cs.skillKeys})`;
      const isShown = sql`(${skill.key} = any(coalesce(${cs.textSkillKeys}, '{}')) or ${skill.key} = any(coalesce(${cs.resumeSkillKeys}, '{}')))`;
      // The nearest related skill the candidate lists or shows counts, at its weight: one branch per weight, nearest first.
      const weights = [...new Set(skill.related.map((relation) => relation.weight))].sort((x, y) => y - x);
      const related = weights.map((weight) => {
        const keys = skill.related.filter((relation) => relation.weight === weight).map((relation) => relation.key);
        return sql` when ${knownSkillsSql} && ${textArray(keys)} then ${worth(weight * LISTED_ONLY_CREDIT)}`;
      });
      return sql`(case when ${isListed} and ${isShown} then ${worth(1)}
        when ${isListed} then (case when ${cs.roleFamily} = any(${textArray(NON_ENGINEERING_FAMILIES)}) then ${worth(MANAGER_LISTED_CREDIT)} else ${worth(LISTED_ONLY_CREDIT)} end)
        when ${isShown} then ${worth(SHOWN_ONLY_CREDIT)}${sql.join(related, sql``)} else 0 end)`;
    });
    parts.push({ weight: MATCH_WEIGHTS.skills, points: sum(skillPoints) });
  }
  if (criteria.roleFamily) {
    const max = full(MATCH_WEIGHTS.title);
    const byFamily = criteria.nearFamilies.map(
      ({ family, affinity }) => sql`when ${family} then ${sql.raw(String(Math.round(max * affinity)))}`,
    );
    parts.push({ weight: MATCH_WEIGHTS.title, points: sql`(case ${cs.roleFamily} ${sql.join(byFamily, sql` `)} else 0 end)` });
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
      points: sql`(case when ${cs.salaryMin} is null and ${cs.salaryMax} is null then ${sql.raw(String(max / 2))} when ${salary} then ${sql.raw(String(max))} else 0 end)`,
    });
  }
  const level = criteria.experienceLevel;
  if (level) {
    const max = full(MATCH_WEIGHTS.level);
    const byLevel = EXPERIENCE_LEVELS.map(
      (candidateLevel) => sql`when ${candidateLevel} then ${sql.raw(String(Math.round(max * getLevelFit(level, candidateLevel))))}`,
    );
    parts.push({
      weight: MATCH_WEIGHTS.level,
      points: sql`(case ${cs.experienceLevel} ${sql.join(byLevel, sql` `)} else ${sql.raw(String(Math.round(max * UNKNOWN_LEVEL_FIT)))} end)`,
    });
  }
  const place = placeMatchSql(criteria);
  if (place) {
    const max = full(MATCH_WEIGHTS.location);
    parts.push({
      weight: MATCH_WEIGHTS.location,
      points: sql`(case when ${place} then ${sql.raw(String(max))} when ${cs.openToRemote} then ${sql.raw(String(Math.round(max * REMOTE_ELSEWHERE_CREDIT)))} else 0 end)`,
    });
  }
  return parts;
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
  return sql<number>`least(100, (${pointsSql(criteria, parts)} * 100 + ${sql.raw(String(maxPoints / 2))}) / ${sql.raw(String(maxPoints))})`;
}

export function hasCriteria(criteria: TPreparedCriteria): boolean {
  return scoreParts(criteria).length > 0;
}

/** The order of each sort over the matched rows (columns of `matched` in searchCandidates). */
const RANKED_ORDER: Record<TCandidateSort, SQL> = {
  match: sql`points desc, updated_at desc, profile_id desc`,
  recent: sql`updated_at desc, profile_id desc`,
  salary: sql`pay desc nulls last, updated_at desc, profile_id desc`,
};

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
      skillKeys: cs.skillKeys,
      roleFamily: cs.roleFamily,
      availability: p.availability,
      experienceLevel: cs.experienceLevel,
      openToRemote: cs.openToRemote,
      salaryMin: cs.salaryMin,
      salaryMax: cs.salaryMax,
      updatedAt: cs.updatedAt,
      location: u.location,
      profilePictureFileId: u.profilePictureFileId,
      createdAt: u.createdAt,
      resumeSkillKeys: cs.resumeSkillKeys,
      textSkillKeys: cs.textSkillKeys,
      score: scoreSql(criteria),
      titleHits: title.length > 0 ? sql<boolean[]>`array[${sql.join(title, sql`, `)}]` : sql<boolean[]>`'{}'::boolean[]`,
      placeMatch: place ? sql<boolean | null>`${place}` : sql<boolean | null>`null`,
    })
    .from(cs)
    .innerJoin(p, eq(p.id, cs.profileId))
    .innerJoin(u, eq(u.id, cs.userId))
    .where(where);
}

export type TMatchRow = Awaited<ReturnType<typeof findMatchRows>>[number];

/** One page of candidates in the chosen order, and how many match in all. */
export async function searchCandidates(
  db: Executor,
  params: { criteria: TPreparedCriteria; sort: TCandidateSort; page: number },
): Promise<{ total: number; rows: TMatchRow[] }> {
  const { criteria, sort, page } = params;
  // One scan: the filter and the score are evaluated once per candidate into `matched`, which is
  // then counted and ranked. Not a window count, which would make PostgreSQL sort every matching
  // row instead of keeping only the page's top rows.
  const matched = db.$with('matched').as(
    db
      .select({
        profileId: sql<number>`${cs.profileId}`.as('profile_id'),
        updatedAt: sql`${cs.updatedAt}`.as('updated_at'),
        // Only what the chosen order reads: the narrower the rows, the less PostgreSQL writes to disk at 100,000.
        ...(sort === 'match' && { points: pointsSql(criteria).as('points') }),
        ...(sort === 'salary' && { pay: sql`coalesce(${cs.salaryMax}, ${cs.salaryMin})`.as('pay') }),
      })
      .from(cs)
      .where(filterSql(criteria)),
  );
  const [ranked] = await db
    .with(matched)
    .select({
      total: sql<number>`(select count(*)::int from matched)`,
      pageIds: sql<
        number[]
      >`array(select profile_id from matched order by ${RANKED_ORDER[sort]} limit ${CANDIDATE_PAGE_SIZE} offset ${(page - 1) * CANDIDATE_PAGE_SIZE})`,
    })
    .from(sql`(select 1) as single_row`);
  const total = ranked?.total ?? 0;
  const ids = ranked?.pageIds ?? [];
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
