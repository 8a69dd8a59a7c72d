/**
 * The platform's anonymised figures behind the built-in market report. Every figure counts people
 * (distinct employers or developers); groups smaller than MIN_REPORTED_GROUP never reach the report.
 * Skills are only those of the taxonomy: search terms and profile skills are free text, and what
 * the taxonomy does not know (a link, HTML) must not be published in an official post.
 */
import { and, count, countDistinct, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TAvailability, TExperienceLevel } from '#shared/profile-values.ts';
import type { Executor } from '#server/db/client.ts';
import { applicantProfiles, candidateSearchLog, resumeAnalyses } from '#server/db/schema.ts';
import { IS_HIDDEN_FROM_EMPLOYERS } from '#server/db/users.queries.ts';
import { isTaxonomySkillKey } from '#server/resume-engine/skills/skill-keys.ts';

/** Developers employers can find: visible, confirmed, not suspended. */
const IS_LISTED_TO_EMPLOYERS = sql<boolean>`not ${IS_HIDDEN_FROM_EMPLOYERS}`;

/** The smallest number of people a published figure may come from. */
export const MIN_REPORTED_GROUP = 5;
const TOP_SKILL_COUNT = 8;

export type TSkillCount = { skillKey: string; people: number };

/** The most common taxonomy skills of groups sorted most people first. */
function takeTopTaxonomySkills(rows: TSkillCount[]): TSkillCount[] {
  return rows.filter((row) => isTaxonomySkillKey(row.skillKey)).slice(0, TOP_SKILL_COUNT);
}

export type TMarketFigures = {
  /** Taxonomy skills searched for by at least MIN_REPORTED_GROUP employers in the window, most employers first. */
  searchedSkills: TSkillCount[];
  /** Listed developers with each of the searched skills (any count: the report hides small ones). */
  developersWithSearchedSkills: Map<string, number>;
  /** Taxonomy skills listed by at least MIN_REPORTED_GROUP developers, most first. */
  listedSkills: TSkillCount[];
  listedDevelopers: number;
  /** Average latest resume score per experience level, levels with at least MIN_REPORTED_GROUP developers. */
  resumeScores: { level: TExperienceLevel; people: number; averageScore: number }[];
  /** Listed developers per availability, groups of at least MIN_REPORTED_GROUP. */
  availability: { availability: TAvailability; people: number }[];
};

async function getSearchedSkills(db: Executor, since: Date): Promise<TSkillCount[]> {
  const searches = db
    .select({ employerId: candidateSearchLog.employerId, skillKey: sql<string>`unnest(${candidateSearchLog.skillKeys})`.as('skill_key') })
    .from(candidateSearchLog)
    .where(gte(candidateSearchLog.createdAt, since))
    .as('searches');
  const people = countDistinct(searches.employerId);
  const rows = await db
    .select({ skillKey: searches.skillKey, people })
    .from(searches)
    .groupBy(searches.skillKey)
    .having(gte(people, MIN_REPORTED_GROUP))
    .orderBy(desc(people), searches.skillKey);
  return takeTopTaxonomySkills(rows);
}

/** Listed developers per skill key; `onlyKeys` narrows to those keys, else the top taxonomy ones above the threshold. */
async function getListedSkills(db: Executor, onlyKeys?: string[]): Promise<TSkillCount[]> {
  const listed = db
    .select({ userId: applicantProfiles.userId, skillKey: sql<string>`unnest(${applicantProfiles.skillKeys})`.as('skill_key') })
    .from(applicantProfiles)
    .where(IS_LISTED_TO_EMPLOYERS)
    .as('listed');
  const people = countDistinct(listed.userId);
  const query = db.select({ skillKey: listed.skillKey, people }).from(listed);
  if (onlyKeys) return query.where(inArray(listed.skillKey, onlyKeys)).groupBy(listed.skillKey);
  const rows = await query.groupBy(listed.skillKey).having(gte(people, MIN_REPORTED_GROUP)).orderBy(desc(people), listed.skillKey);
  return takeTopTaxonomySkills(rows);
}

async function getResumeScores(db: Executor): Promise<TMarketFigures['resumeScores']> {
  // Each developer once: the score of their latest analysis.
  const latest = db
    .selectDistinctOn([resumeAnalyses.userId], { userId: resumeAnalyses.userId, score: resumeAnalyses.overallScore })
    .from(resumeAnalyses)
    .orderBy(resumeAnalyses.userId, desc(resumeAnalyses.createdAt))
    .as('latest');
  const people = count(latest.userId);
  const rows = await db
    .select({ level: applicantProfiles.experienceLevel, people, averageScore: sql<number>`round(avg(${latest.score}))::int` })
    .from(latest)
    .innerJoin(applicantProfiles, eq(applicantProfiles.userId, latest.userId))
    .where(isNotNull(applicantProfiles.experienceLevel))
    .groupBy(applicantProfiles.experienceLevel)
    .having(gte(people, MIN_REPORTED_GROUP))
    .orderBy(applicantProfiles.experienceLevel);
  return rows.map((row) => ({ ...row, level: row.level! }));
}

async function getAvailability(db: Executor): Promise<TMarketFigures['availability']> {
  const people = count();
  const rows = await db
    .select({ availability: applicantProfiles.availability, people })
    .from(applicantProfiles)
    .where(and(IS_LISTED_TO_EMPLOYERS, isNotNull(applicantProfiles.availability)))
    .groupBy(applicantProfiles.availability)
    .having(gte(people, MIN_REPORTED_GROUP))
    .orderBy(desc(people));
  return rows.map((row) => ({ ...row, availability: row.availability! }));
}

export async function getMarketFigures(db: Executor, params: { since: Date }): Promise<TMarketFigures> {
  const searchedSkills = await getSearchedSkills(db, params.since);
  const developerCounts =
    searchedSkills.length > 0
      ? await getListedSkills(
          db,
          searchedSkills.map((skill) => skill.skillKey),
        )
      : [];
  const [listedRow] = await db.select({ people: count() }).from(applicantProfiles).where(IS_LISTED_TO_EMPLOYERS);
  return {
    searchedSkills,
    developersWithSearchedSkills: new Map(developerCounts.map((row) => [row.skillKey, row.people])),
    listedSkills: await getListedSkills(db),
    listedDevelopers: listedRow?.people ?? 0,
    resumeScores: await getResumeScores(db),
    availability: await getAvailability(db),
  };
}
