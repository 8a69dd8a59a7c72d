/**
 * Measures "Recommended for you" against a labelled job set (job-relevance-set.ts, or the holdout):
 * seeds its employers, companies and open jobs and its developers (profile, place, primary resume)
 * through the app, asks GET /api/jobs/recommended as each developer, and scores the list as a
 * recruiter would: nDCG@10 over every labelled job (gain 2^label - 1), precision@5 (the share of the
 * top 5 labelled 2 or 3, out of at most the number of such jobs), wrong jobs (label 0) in the top 3,
 * ideal jobs (label 3) not recommended, and every wrong job recommended at all. Used by the job
 * relevance test and `npm run bench`.
 */
import type { TRecommendedJobs } from '#shared/schemas/jobs.ts';
import type { TApp } from '#server/app.ts';
import { createResume } from '#server/db/resumes.queries.ts';
import { startSkillIndexing } from '#server/db/skill-index.ts';
import { assertNothingLeftToIndex, ndcgAt10, precisionAt5 } from '../candidate-relevance/measure-relevance.ts';
import { createCandidate } from '../candidates.ts';
import { postJob, saveCompany } from '../jobs.ts';
import { createUserWithSession } from '../users.ts';
import * as holdout from './job-relevance-holdout.ts';
import * as tuning from './job-relevance-set.ts';
import type { TJobRelevanceDeveloper, TJobRelevanceEmployer, TJobRelevanceJob, TJobRelevanceLabel } from './job-relevance-set.ts';

export const JOB_RELEVANCE_TARGETS = { meanNdcgAt10: 0.95, meanPrecisionAt5: 0.9 } as const;

export type TJobRelevanceSet = {
  name: string;
  employers: readonly TJobRelevanceEmployer[];
  jobs: readonly TJobRelevanceJob[];
  developers: readonly TJobRelevanceDeveloper[];
  labels: Record<string, Record<string, TJobRelevanceLabel>>;
};

export type TDeveloperRelevance = {
  key: string;
  ndcgAt10: number;
  precisionAt5: number;
  /** The recommendations, best first, with their labels and the fit shown. */
  recommended: { key: string; label: TJobRelevanceLabel; score: number }[];
  wrongInTop3: string[];
  /** Label-0 jobs anywhere in the list. */
  wrongRecommended: string[];
  missedIdeal: string[];
};

export type TJobRelevanceReport = { set: string; developers: TDeveloperRelevance[]; meanNdcgAt10: number; meanPrecisionAt5: number };

const toSet = (name: string, module: typeof tuning | typeof holdout): TJobRelevanceSet => ({
  name,
  employers: module.EMPLOYERS,
  jobs: module.JOBS,
  developers: module.DEVELOPERS,
  labels: module.LABELS,
});

/** The set the matching may be tuned on, and the holdout it is only ever measured on (README.md). */
export const TUNING_JOB_SET = toSet('tuning set', tuning);
export const HOLDOUT_JOB_SET = toSet('holdout', holdout);

type TSeededSet = { jobKeyById: Map<number, string>; developers: { key: string; cookie: string }[] };

async function seedEmployers(app: TApp, set: TJobRelevanceSet): Promise<Map<number, string>> {
  const jobKeyById = new Map<number, string>();
  for (const employer of set.employers) {
    const account = await createUserWithSession(app, { userType: 'employer' });
    await saveCompany(app, account, employer.company);
    for (const job of set.jobs.filter((candidate) => candidate.employerKey === employer.key)) {
      jobKeyById.set((await postJob(app, account, job.job)).id, job.key);
    }
  }
  return jobKeyById;
}

async function seedDeveloper(app: TApp, developer: TJobRelevanceDeveloper) {
  const candidate = await createCandidate(app, { ...developer.profile, openToRelocation: developer.openToRelocation });
  const placed = await app.inject({
    method: 'PATCH',
    url: `/api/users/${candidate.user.id}`,
    headers: { cookie: candidate.cookie },
    payload: developer.user,
  });
  if (placed.statusCode !== 200) throw new Error(`user update failed: ${placed.statusCode} ${placed.body}`);
  await createResume(app.ctx.db, {
    userId: candidate.user.id,
    fileName: `${developer.key}.md`,
    content: developer.resumeMarkdown,
    file: null,
    source: 'uploaded',
  });
  return { key: developer.key, cookie: candidate.cookie };
}

async function seedSet(app: TApp, set: TJobRelevanceSet): Promise<TSeededSet> {
  const jobKeyById = await seedEmployers(app, set);
  const developers = [];
  for (const developer of set.developers) developers.push(await seedDeveloper(app, developer));
  startSkillIndexing(app);
  await app.backgroundTasks.settle();
  await assertNothingLeftToIndex(app);
  return { jobKeyById, developers };
}

/** Seeds `set` into `app` (a database with no other jobs or developers) and measures every developer's recommendations. */
export async function measureJobRelevance(app: TApp, set: TJobRelevanceSet): Promise<TJobRelevanceReport> {
  const { jobKeyById, developers } = await seedSet(app, set);
  const measured = [];
  for (const developer of developers) {
    const response = await app.inject({ method: 'GET', url: '/api/jobs/recommended', headers: { cookie: developer.cookie } });
    if (response.statusCode !== 200) throw new Error(`recommendations failed: ${response.statusCode} ${response.body}`);
    const labels = set.labels[developer.key]!;
    const recommended = response.json<TRecommendedJobs>().jobs.map(({ job, fit }) => {
      const key = jobKeyById.get(job.id);
      if (!key) throw new Error(`a job outside the set was recommended: ${job.id}`);
      return { key, label: labels[key]!, score: fit.score };
    });
    const rankedLabels = recommended.map((entry) => entry.label);
    const allLabels = Object.values(labels);
    const keysRecommended = new Set(recommended.map((entry) => entry.key));
    measured.push({
      key: developer.key,
      ndcgAt10: ndcgAt10(rankedLabels, allLabels),
      precisionAt5: precisionAt5(rankedLabels, allLabels),
      recommended,
      wrongInTop3: recommended.slice(0, 3).flatMap((entry) => (entry.label === 0 ? [entry.key] : [])),
      wrongRecommended: recommended.flatMap((entry) => (entry.label === 0 ? [entry.key] : [])),
      missedIdeal: Object.entries(labels).flatMap(([key, label]) => (label === 3 && !keysRecommended.has(key) ? [key] : [])),
    });
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    set: set.name,
    developers: measured,
    meanNdcgAt10: mean(measured.map((developer) => developer.ndcgAt10)),
    meanPrecisionAt5: mean(measured.map((developer) => developer.precisionAt5)),
  };
}

/** The report as printed by the test and the bench: one line per developer, then the totals. */
export function formatJobRelevanceReport(report: TJobRelevanceReport): string {
  const lines = report.developers.map((developer) => {
    const flags = [
      developer.wrongInTop3.length > 0 ? `wrong in top 3: ${developer.wrongInTop3.join(', ')}` : '',
      developer.missedIdeal.length > 0 ? `ideal not recommended: ${developer.missedIdeal.join(', ')}` : '',
    ].filter(Boolean);
    const top = developer.recommended
      .slice(0, 3)
      .map((entry) => `${entry.key} ${entry.score} [${entry.label}]`)
      .join(', ');
    return [
      `  ${developer.key.padEnd(30)} nDCG@10 ${developer.ndcgAt10.toFixed(3)}  P@5 ${developer.precisionAt5.toFixed(2)}  ${String(developer.recommended.length).padStart(2)} listed, ${developer.wrongRecommended.length} wrong${flags.length ? `  (${flags.join('; ')})` : ''}`,
      `      top 3 (fit [label]): ${top}`,
    ].join('\n');
  });
  const sum = (pick: (developer: TDeveloperRelevance) => number) =>
    report.developers.reduce((total, developer) => total + pick(developer), 0);
  return [
    `  recommended jobs on the labelled ${report.set} (${report.developers.length} developers):`,
    ...lines,
    `  mean nDCG@10 ${report.meanNdcgAt10.toFixed(3)} (target ${JOB_RELEVANCE_TARGETS.meanNdcgAt10}), mean P@5 ${report.meanPrecisionAt5.toFixed(3)} (target ${JOB_RELEVANCE_TARGETS.meanPrecisionAt5})`,
    `  developers with a wrong job in the top 3: ${report.developers.filter((developer) => developer.wrongInTop3.length > 0).length} of ${report.developers.length}; wrong jobs recommended: ${sum((developer) => developer.wrongRecommended.length)} of ${sum((developer) => developer.recommended.length)}; ideal jobs not recommended: ${sum((developer) => developer.missedIdeal.length)}`,
  ].join('\n');
}
