/**
 * Candidate search in the database, on candidate_search: one narrow row per profile that triggers
 * keep in step (schema.ts), so filtering, scoring and sorting read one table and only the page's
 * rows are joined to profiles and users.
 *   filters  listed developers only; every must-have skill; the experience level; the place's
 *            words (or open to remote work when 'Remote' is asked); an overlapping salary range;
 *            a title word in the title or summary.
 *   score    0-100 from weighted criteria, counting only those the employer set: skills (those of
 *            the same category partly), the primary resume showing them, title words, salary
 *            overlap, experience level and location. With no criteria, the profile's own score.
 * Arrays use GIN indexes (skills, words, place); 'Most Recent' reads the listed/updated_at index.
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CANDIDATE_PAGE_SIZE, type TCandidateSort } from '#shared/schemas/candidates.ts';
import { EXPERIENCE_LEVELS } from '#shared/schemas/profile.ts';
import type { Executor } from '#server/db/client.ts';
import { applicantProfiles, candidateSearch, users } from '#server/db/schema.ts';
import type { TPreparedCriteria } from './search-criteria.ts';

/** How much each criterion weighs when the employer set it (skills include the resume evidence). */
export const MATCH_WEIGHTS = { skills: 40, evidence: 10, title: 20, salary: 10, level: 10, location: 10 } as const;
/** A related skill (same taxonomy category) counts this much of a requested one. */
export const RELATED_SKILL_CREDIT = 0.4;

const cs = candidateSearch;
const p = applicantProfiles;
const u = users;

/** A text[] parameter: one array literal, so a long list is one parameter, not one per element. */
const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

function placeMatchSql(criteria: TPreparedCriteria): SQL | null {
  const place = criteria.placeWords ? sql`${cs.placeWords} @> ${textArray(criteria.placeWords)}` : null;
  const remote = criteria.wantsRemote ? sql`(${cs.openToRemote} or 'remote' = any(${cs.placeWords}))` : null;
  if (place && remote) return sql`(${place} or ${remote})`;
  return place ?? remote;
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
  if (mustHave.length > 0) conditions.push(sql`${cs.skillKeys} @> ${textArray(mustHave)}`);
  if (criteria.experienceLevel) conditions.push(eq(cs.experienceLevel, criteria.experienceLevel));
  const place = placeMatchSql(criteria);
  if (place) conditions.push(place);
  const salary = salaryOverlapSql(criteria);
  if (salary) conditions.push(sql`(${salary} or (${cs.salaryMin} is null and ${cs.salaryMax} is null))`);
  if (criteria.titleTerms.length > 0) {
    conditions.push(sql`${cs.textWords} && ${textArray(criteria.titleTerms.flatMap((term) => term.words))}`);
  }
  return and(...conditions)!;
}

const sum = (parts: SQL[]) => sql.join(parts, sql` + `);
const asNumber = (condition: SQL) => sql`(case when ${condition} then 1.0 else 0.0 end)`;

/** Each criterion the employer set, as a 0-1 SQL fraction with its weight. */
function scoreParts(criteria: TPreparedCriteria): { weight: number; fraction: SQL }[] {
  const parts: { weight: number; fraction: SQL }[] = [];
  const { skills } = criteria;
  if (skills.length > 0) {
    const skillCredit = skills.map((skill) => {
      const related = skill.category ? sql` when ${skill.category} = any(${cs.skillCategories}) then ${RELATED_SKILL_CREDIT}` : sql``;
      return sql`(case when ${skill.key} = any(${cs.skillKeys}) then 1.0${related} else 0.0 end)`;
    });
    parts.push({ weight: MATCH_WEIGHTS.skills, fraction: sql`(${sum(skillCredit)}) / ${skills.length}` });
    const evidence = skills.map((skill) => asNumber(sql`coalesce(${skill.key} = any(${cs.resumeSkillKeys}), false)`));
    parts.push({ weight: MATCH_WEIGHTS.evidence, fraction: sql`(${sum(evidence)}) / ${skills.length}` });
  }
  const titleHits = titleMatchSql(criteria).map(asNumber);
  if (titleHits.length > 0) parts.push({ weight: MATCH_WEIGHTS.title, fraction: sql`(${sum(titleHits)}) / ${titleHits.length}` });
  const salary = salaryOverlapSql(criteria);
  if (salary) {
    parts.push({
      weight: MATCH_WEIGHTS.salary,
      fraction: sql`(case when ${cs.salaryMin} is null and ${cs.salaryMax} is null then 0.5 when ${salary} then 1.0 else 0.0 end)`,
    });
  }
  const level = criteria.experienceLevel;
  if (level) {
    const rank = EXPERIENCE_LEVELS.indexOf(level);
    const candidateRank = sql`array_position(${textArray(EXPERIENCE_LEVELS)}, ${cs.experienceLevel}::text) - 1`;
    parts.push({
      weight: MATCH_WEIGHTS.level,
      fraction: sql`(case when ${cs.experienceLevel} is null then 0.5 when ${candidateRank} = ${rank} then 1.0 when abs(${candidateRank} - ${rank}) = 1 then 0.5 else 0.0 end)`,
    });
  }
  const place = placeMatchSql(criteria);
  if (place) parts.push({ weight: MATCH_WEIGHTS.location, fraction: asNumber(place) });
  return parts;
}

/** The score: the weighted criteria, or with none set, the profile's own score (kept by the triggers). */
function scoreSql(criteria: TPreparedCriteria): SQL<number> {
  const parts = scoreParts(criteria);
  if (parts.length === 0) return sql<number>`${cs.profileScore}`;
  const totalWeight = parts.reduce((total, part) => total + part.weight, 0);
  const weighted = sum(parts.map((part) => sql`${part.weight} * ${part.fraction}`));
  return sql<number>`least(100, greatest(0, round(100.0 * (${weighted}) / ${totalWeight})))::int`;
}

export function hasCriteria(criteria: TPreparedCriteria): boolean {
  return scoreParts(criteria).length > 0;
}

const ORDER_BY: Record<TCandidateSort, (score: SQL) => SQL[]> = {
  match: (score) => [sql`${score} desc`, desc(cs.updatedAt), desc(cs.profileId)],
  recent: () => [desc(cs.updatedAt), desc(cs.profileId)],
  salary: () => [sql`coalesce(${cs.salaryMax}, ${cs.salaryMin}) desc nulls last`, desc(cs.updatedAt), desc(cs.profileId)],
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
  const where = filterSql(criteria);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(cs)
    .where(where);
  const total = counted?.total ?? 0;
  if (total === 0) return { total, rows: [] };
  const pageIds = await db
    .select({ id: cs.profileId })
    .from(cs)
    .where(where)
    .orderBy(...ORDER_BY[sort](scoreSql(criteria)))
    .limit(CANDIDATE_PAGE_SIZE)
    .offset((page - 1) * CANDIDATE_PAGE_SIZE);
  if (pageIds.length === 0) return { total, rows: [] };
  const ids = pageIds.map((row) => row.id);
  const rows = await findMatchRows(db, criteria, inArray(cs.profileId, ids));
  const position = new Map(ids.map((id, index) => [id, index]));
  return { total, rows: rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!) };
}

/** One developer measured against the criteria, listed or not (`isListed` lets the caller decide). */
export async function findCandidateMatch(db: Executor, params: { criteria: TPreparedCriteria; userId: number }) {
  const [row] = await findMatchRows(db, params.criteria, eq(cs.userId, params.userId));
  return row;
}
