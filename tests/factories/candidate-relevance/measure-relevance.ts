/**
 * Measures the candidate search against a labelled set (relevance-set.ts): seeds every profile (and
 * its primary resume) through the app, runs each query as an employer through
 * POST /api/candidates/search, reads every page, and scores the ranking as a recruiter would:
 * nDCG@10 (gain 2^label - 1), precision@5 (the share of the top 5 labelled 2 or 3, out of at most the
 * number of such candidates), whether a wrong person (label 0) reaches the top 3, and which good
 * candidates (label >= 2) are never returned. Used by candidate-relevance.test.ts and `npm run bench`.
 */
import { CANDIDATE_PAGE_SIZE } from '#shared/candidate-search.ts';
import type { TCandidateSearchResult } from '#shared/schemas/candidate-search.ts';
import type { TApp } from '#server/app.ts';
import { isNull } from 'drizzle-orm';
import { createResume } from '#server/db/resumes.queries.ts';
import { applicantProfiles, resumes } from '#server/db/schema.ts';
import { startSkillIndexing } from '#server/db/skill-index.ts';
import { createCandidate, searchCandidates } from '../candidates.ts';
import { createUserWithSession } from '../users.ts';
import {
  RELEVANCE_PROFILES,
  RELEVANCE_QUERIES,
  type TRelevanceLabel,
  type TRelevanceProfile,
  type TRelevanceQuery,
} from './relevance-set.ts';

export const RELEVANCE_TARGETS = { meanNdcgAt10: 0.95, meanPrecisionAt5: 0.9 } as const;

export type TQueryRelevance = {
  key: string;
  ndcgAt10: number;
  precisionAt5: number;
  /** Profile keys of the top 10, best first, with their labels. */
  top: { key: string; label: TRelevanceLabel; score: number }[];
  /** Label-0 profiles among the first three results. */
  wrongInTop3: string[];
  /** Profiles labelled 2 or 3 that the search did not return. */
  missedGood: string[];
};

export type TRelevanceReport = { queries: TQueryRelevance[]; meanNdcgAt10: number; meanPrecisionAt5: number };

const gain = (label: number) => 2 ** label - 1;

function dcg(labels: readonly number[]): number {
  return labels.slice(0, 10).reduce((sum, label, index) => sum + gain(label) / Math.log2(index + 2), 0);
}

/** nDCG@10 of a ranking, against the best order of every labelled candidate. */
export function ndcgAt10(rankedLabels: readonly number[], allLabels: readonly number[]): number {
  const ideal = dcg([...allLabels].sort((a, b) => b - a));
  return ideal === 0 ? 1 : dcg(rankedLabels) / ideal;
}

/** The share of the top 5 labelled 2 or more, out of min(5, candidates labelled 2 or more). */
export function precisionAt5(rankedLabels: readonly number[], allLabels: readonly number[]): number {
  const good = allLabels.filter((label) => label >= 2).length;
  if (good === 0) return 1;
  return rankedLabels.slice(0, 5).filter((label) => label >= 2).length / Math.min(5, good);
}

async function seedProfile(app: TApp, profile: TRelevanceProfile): Promise<number> {
  const candidate = await createCandidate(
    app,
    {
      jobTitle: profile.jobTitle,
      bio: profile.bio,
      skills: profile.skills,
      experience: profile.experience,
      workExperience: profile.workExperience,
      education: profile.education,
      experienceLevel: profile.experienceLevel,
      availability: 'open_to_offers',
      salaryMin: profile.salaryMin,
      salaryMax: profile.salaryMax,
      openToRemote: profile.openToRemote,
    },
    { fullName: profile.fullName, location: profile.location },
  );
  if (profile.resumeMarkdown) {
    await createResume(app.ctx.db, {
      userId: candidate.user.id,
      fileName: `${profile.key}.md`,
      content: profile.resumeMarkdown,
      file: null,
      source: 'uploaded',
    });
  }
  return candidate.applicantId;
}

/** Every result of a search, all pages, best first. */
async function searchAll(app: TApp, cookie: string, request: TRelevanceQuery['request']): Promise<TCandidateSearchResult[]> {
  const results: TCandidateSearchResult[] = [];
  for (let page = 1; ; page += 1) {
    const response = await searchCandidates(app, cookie, { ...request, sort: 'match', page });
    if (response.statusCode !== 200) throw new Error(`search failed: ${response.statusCode} ${response.body}`);
    const pageResults = response.json<TCandidateSearchResult[]>();
    results.push(...pageResults);
    if (pageResults.length < CANDIDATE_PAGE_SIZE) return results;
  }
}

/** A ranking measured on half-indexed texts would blame the scoring for the indexer: say so instead. */
export async function assertNothingLeftToIndex(app: TApp): Promise<void> {
  const [pendingResumes, pendingProfiles] = await Promise.all([
    app.ctx.db.$count(resumes, isNull(resumes.recognizedSkills)),
    app.ctx.db.$count(applicantProfiles, isNull(applicantProfiles.textSkillKeys)),
  ]);
  if (pendingResumes + pendingProfiles > 0) {
    throw new Error(`skill indexing left ${pendingResumes} resumes and ${pendingProfiles} profiles unread`);
  }
}

const seededApps = new WeakMap<TApp, Map<number, string>>();

/** Seeds the set into `app` once (a database with no other developers); the profile key of each applicant id. */
async function seedSet(app: TApp): Promise<Map<number, string>> {
  const seeded = seededApps.get(app);
  if (seeded) return seeded;
  const keyByApplicantId = new Map<number, string>();
  for (const profile of RELEVANCE_PROFILES) keyByApplicantId.set(await seedProfile(app, profile), profile.key);
  startSkillIndexing(app);
  await app.backgroundTasks.settle();
  await assertNothingLeftToIndex(app);
  seededApps.set(app, keyByApplicantId);
  return keyByApplicantId;
}

/** Seeds the set into `app` (the first time) and measures every query; `aiEnhanced` runs AI Smart Search. */
export async function measureRelevance(app: TApp, options: { aiEnhanced?: boolean } = {}): Promise<TRelevanceReport> {
  const keyByApplicantId = await seedSet(app);
  const employer = await createUserWithSession(app, { userType: 'employer' });

  const queries: TQueryRelevance[] = [];
  for (const query of RELEVANCE_QUERIES) {
    const results = await searchAll(app, employer.cookie, { ...query.request, ...(options.aiEnhanced ? { aiEnhanced: true } : {}) });
    const ranked = results.map((result) => {
      const key = keyByApplicantId.get(result.id);
      if (!key) throw new Error(`the search returned a profile outside the set: ${result.id}`);
      return { key, label: query.labels[key]!, score: result.aiMatchScore };
    });
    const rankedLabels = ranked.map((entry) => entry.label);
    const allLabels = Object.values(query.labels);
    const returned = new Set(ranked.map((entry) => entry.key));
    queries.push({
      key: query.key,
      ndcgAt10: ndcgAt10(rankedLabels, allLabels),
      precisionAt5: precisionAt5(rankedLabels, allLabels),
      top: ranked.slice(0, 10),
      wrongInTop3: ranked
        .slice(0, 3)
        .filter((entry) => entry.label === 0)
        .map((entry) => entry.key),
      missedGood: Object.entries(query.labels)
        .filter(([key, label]) => label >= 2 && !returned.has(key))
        .map(([key]) => key),
    });
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    queries,
    meanNdcgAt10: mean(queries.map((query) => query.ndcgAt10)),
    meanPrecisionAt5: mean(queries.map((query) => query.precisionAt5)),
  };
}

/** The report as printed by the test and the bench: one line per query, then the means. */
export function formatRelevanceReport(report: TRelevanceReport): string {
  const lines = report.queries.map((query) => {
    const flags = [
      query.wrongInTop3.length > 0 ? `wrong person in top 3: ${query.wrongInTop3.join(', ')}` : '',
      query.missedGood.length > 0 ? `good but not returned: ${query.missedGood.join(', ')}` : '',
    ].filter(Boolean);
    return `  ${query.key.padEnd(28)} nDCG@10 ${query.ndcgAt10.toFixed(3)}  P@5 ${query.precisionAt5.toFixed(2)}${flags.length ? `  (${flags.join('; ')})` : ''}`;
  });
  return [
    ...lines,
    `  mean nDCG@10 ${report.meanNdcgAt10.toFixed(3)} (target ${RELEVANCE_TARGETS.meanNdcgAt10}), mean P@5 ${report.meanPrecisionAt5.toFixed(3)} (target ${RELEVANCE_TARGETS.meanPrecisionAt5})`,
  ].join('\n');
}
