/**
 * Candidate search in the database. The filters (spec part 2 §2 and the employer-area issue) and the
 * match score are SQL, so sorting and paging see every candidate, not one page:
 *   filters  visible developers only; every must-have skill; the experience level; the place (or
 *            open to remote work when 'Remote' is asked); an overlapping salary range; a title word.
 *   score    0-100 from weighted criteria, counting only those the employer set: skills (related
 *            ones partly), the primary resume showing those skills, title words, salary overlap,
 *            experience level and location. With no criteria at all, the profile alone is scored.
 * Skill arrays use the GIN index on skill_keys; 'Most Recent' reads the visible/updated_at index.
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CANDIDATE_PAGE_SIZE, type TCandidateSort } from '#shared/schemas/candidates.ts';
import { EXPERIENCE_LEVELS } from '#shared/schemas/profile.ts';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/client.ts';
import { applicantProfiles, resumes, users } from '#server/db/schema.ts';
import type { TPreparedCriteria } from './search-criteria.ts';

/** How much each criterion weighs when the employer set it (skills include the resume evidence). */
export const MATCH_WEIGHTS = { skills: 40, evidence: 10, title: 20, salary: 10, level: 10, location: 10 } as const;
/** A related skill (same taxonomy category) counts this much of a requested one. */
export const RELATED_SKILL_CREDIT = 0.4;

const p = applicantProfiles;
const r = resumes;
const u = users;

const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

function placeMatchSql(criteria: TPreparedCriteria): SQL | null {
  const place = criteria.placePattern ? sql`coalesce(${u.location} ~* ${criteria.placePattern}, false)` : null;
  const remote = criteria.wantsRemote
    ? sql`(${p.openToRemote} or coalesce(${u.location} ~* '(^|[^[:alnum:]])remote($|[^[:alnum:]])', false))`
    : null;
  if (place && remote) return sql`(${place} or ${remote})`;
  return place ?? remote;
}

function salaryOverlapSql(criteria: TPreparedCriteria): SQL | null {
  const { salaryMin, salaryMax } = criteria;
  if (salaryMin === null && salaryMax === null) return null;
  const belowMax = salaryMax === null ? sql`true` : sql`coalesce(${p.salaryMin}, ${p.salaryMax}) <= ${salaryMax}`;
  const aboveMin = salaryMin === null ? sql`true` : sql`coalesce(${p.salaryMax}, ${p.salaryMin}) >= ${salaryMin}`;
  return sql`(${belowMax} and ${aboveMin})`;
}

function titleMatchSql(criteria: TPreparedCriteria, column: SQL | typeof p.jobTitle): SQL[] {
  return criteria.titleTerms.map((term) => sql`coalesce(${column} ~* ${term.pattern}, false)`);
}

/** The WHERE of a search: who may appear at all. */
function filterSql(criteria: TPreparedCriteria): SQL {
  const conditions: SQL[] = [eq(u.userType, 'developer'), eq(p.isVisibleToEmployers, true)];
  const mustHave = criteria.skills.filter((skill) => skill.isMustHave).map((skill) => skill.key);
  if (mustHave.length > 0) conditions.push(sql`${p.skillKeys} @> ${textArray(mustHave)}`);
  if (criteria.experienceLevel) conditions.push(eq(p.experienceLevel, criteria.experienceLevel));
  const place = placeMatchSql(criteria);
  if (place) conditions.push(place);
  const salary = salaryOverlapSql(criteria);
  if (salary) conditions.push(sql`(${salary} or (${p.salaryMin} is null and ${p.salaryMax} is null))`);
  if (criteria.titleTerms.length > 0) {
    const anyTitleWord = criteria.titleTerms.map((term) => term.pattern).join('|');
    conditions.push(sql`(coalesce(${p.jobTitle} ~* ${anyTitleWord}, false) or coalesce(${p.bio} ~* ${anyTitleWord}, false))`);
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
    const skillCredit = skills.map(
      (skill) =>
        sql`(case when ${skill.key} = any(${p.skillKeys}) then 1.0 when ${p.skillKeys} && ${textArray(skill.relatedKeys)} then ${RELATED_SKILL_CREDIT} else 0.0 end)`,
    );
    parts.push({ weight: MATCH_WEIGHTS.skills, fraction: sql`(${sum(skillCredit)}) / ${skills.length}` });
    const evidence = skills.map((skill) => asNumber(sql`coalesce(${skill.key} = any(${r.recognizedSkills}), false)`));
    parts.push({ weight: MATCH_WEIGHTS.evidence, fraction: sql`(${sum(evidence)}) / ${skills.length}` });
  }
  const titleHits = titleMatchSql(criteria, p.jobTitle).map(asNumber);
  if (titleHits.length > 0) parts.push({ weight: MATCH_WEIGHTS.title, fraction: sql`(${sum(titleHits)}) / ${titleHits.length}` });
  const salary = salaryOverlapSql(criteria);
  if (salary) {
    parts.push({
      weight: MATCH_WEIGHTS.salary,
      fraction: sql`(case when ${p.salaryMin} is null and ${p.salaryMax} is null then 0.5 when ${salary} then 1.0 else 0.0 end)`,
    });
  }
  const level = criteria.experienceLevel;
  if (level) {
    const rank = EXPERIENCE_LEVELS.indexOf(level);
    const candidateRank = sql`array_position(${textArray(EXPERIENCE_LEVELS)}, ${p.experienceLevel}::text) - 1`;
    parts.push({
      weight: MATCH_WEIGHTS.level,
      fraction: sql`(case when ${p.experienceLevel} is null then 0.5 when ${candidateRank} = ${rank} then 1.0 when abs(${candidateRank} - ${rank}) = 1 then 0.5 else 0.0 end)`,
    });
  }
  const place = placeMatchSql(criteria);
  if (place) parts.push({ weight: MATCH_WEIGHTS.location, fraction: asNumber(place) });
  return parts;
}

/**
 * With no criteria: how complete the profile is (title, summary, skills, level, salary) and how much
 * of its skill list the primary resume shows.
 */
const PROFILE_ONLY_SCORE = sql`round(
  40.0 * ((case when coalesce(${p.jobTitle}, '') <> '' then 1 else 0 end) + (case when coalesce(${p.bio}, '') <> '' then 1 else 0 end)
    + (case when cardinality(${p.skillKeys}) > 0 then 1 else 0 end) + (case when ${p.experienceLevel} is not null then 1 else 0 end)
    + (case when ${p.salaryMin} is not null or ${p.salaryMax} is not null then 1 else 0 end)) / 5
  + 60.0 * (case when cardinality(${p.skillKeys}) = 0 then 0
      else cardinality(array(select unnest(${p.skillKeys}) intersect select unnest(coalesce(${r.recognizedSkills}, '{}'::text[])))) end)
    / greatest(cardinality(${p.skillKeys}), 1)
)::int`;

export function scoreSql(criteria: TPreparedCriteria): SQL<number> {
  const parts = scoreParts(criteria);
  if (parts.length === 0) return PROFILE_ONLY_SCORE as SQL<number>;
  const totalWeight = parts.reduce((total, part) => total + part.weight, 0);
  const weighted = sum(parts.map((part) => sql`${part.weight} * ${part.fraction}`));
  return sql<number>`least(100, greatest(0, round(100.0 * (${weighted}) / ${totalWeight})))::int`;
}

export function hasCriteria(criteria: TPreparedCriteria): boolean {
  return scoreParts(criteria).length > 0;
}

const ORDER_BY: Record<TCandidateSort, (score: SQL) => SQL[]> = {
  match: (score) => [sql`${score} desc`, desc(p.updatedAt), desc(p.id)],
  recent: () => [desc(p.updatedAt), desc(p.id)],
  salary: () => [sql`coalesce(${p.salaryMax}, ${p.salaryMin}) desc nulls last`, desc(p.updatedAt), desc(p.id)],
};

/** What a result card and its explanation need, for the rows of one page. */
const RESULT_COLUMNS = {
  id: p.id,
  userId: p.userId,
  fullName: u.fullName,
  jobTitle: p.jobTitle,
  bio: p.bio,
  experience: p.experience,
  skills: p.skills,
  skillKeys: p.skillKeys,
  availability: p.availability,
  experienceLevel: p.experienceLevel,
  openToRemote: p.openToRemote,
  isVisibleToEmployers: p.isVisibleToEmployers,
  salaryMin: p.salaryMin,
  salaryMax: p.salaryMax,
  updatedAt: p.updatedAt,
  location: u.location,
  profilePictureFileId: u.profilePictureFileId,
  createdAt: u.createdAt,
  resumeSkillKeys: r.recognizedSkills,
};

/** Profiles with their account and primary resume: the rows every search query reads. */
function joinCandidateTables<T extends PgSelect>(query: T) {
  return query.innerJoin(u, eq(u.id, p.userId)).leftJoin(r, and(eq(r.userId, p.userId), eq(r.isPrimary, true)));
}

async function findMatchRows(db: Executor, criteria: TPreparedCriteria, where: SQL) {
  const score = scoreSql(criteria);
  const title = titleMatchSql(criteria, p.jobTitle);
  const place = placeMatchSql(criteria);
  const query = db
    .select({
      ...RESULT_COLUMNS,
      score,
      titleHits: title.length > 0 ? sql<boolean[]>`array[${sql.join(title, sql`, `)}]` : sql<boolean[]>`'{}'::boolean[]`,
      placeMatch: place ? sql<boolean | null>`${place}` : sql<boolean | null>`null`,
    })
    .from(p)
    .$dynamic();
  return joinCandidateTables(query).where(where);
}

export type TMatchRow = Awaited<ReturnType<typeof findMatchRows>>[number];

/** One page of candidates in the chosen order, and how many match in all. */
export async function searchCandidates(
  db: Executor,
  params: { criteria: TPreparedCriteria; sort: TCandidateSort; page: number },
): Promise<{ total: number; rows: TMatchRow[] }> {
  const { criteria, sort, page } = params;
  const where = filterSql(criteria);
  const [counted] = await joinCandidateTables(
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(p)
      .$dynamic(),
  ).where(where);
  const total = counted?.total ?? 0;
  if (total === 0) return { total, rows: [] };
  const pageIds = await joinCandidateTables(db.select({ id: p.id }).from(p).$dynamic())
    .where(where)
    .orderBy(...ORDER_BY[sort](scoreSql(criteria)))
    .limit(CANDIDATE_PAGE_SIZE)
    .offset((page - 1) * CANDIDATE_PAGE_SIZE);
  if (pageIds.length === 0) return { total, rows: [] };
  const ids = pageIds.map((row) => row.id);
  const rows = await findMatchRows(db, criteria, inArray(p.id, ids));
  const position = new Map(ids.map((id, index) => [id, index]));
  return { total, rows: rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!) };
}

/** One developer measured against the criteria, visible to employers or not (the caller decides). */
export async function findCandidateMatch(db: Executor, params: { criteria: TPreparedCriteria; userId: number }) {
  const [row] = await findMatchRows(db, params.criteria, and(eq(p.userId, params.userId), eq(u.userType, 'developer'))!);
  return row;
}
