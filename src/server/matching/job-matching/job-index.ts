/**
 * Open jobs in each server's memory, with their criteria prepared and compiled once, so a
 * developer's recommendations score every open job in a few milliseconds (decision 022). Kept exact
 * like the candidate index (decision 007): before each use it reads the jobs written by transactions
 * its last look could not see (jobs.change_xid). A job that stops being open leaves the index; a
 * deleted one (its employer's account went) is dropped when a recommendation finds it gone.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { takeTurns, toRows, unseenBy } from '#server/db/change-tracking.ts';
import { jobs } from '#server/db/schema.ts';
import { compileKnowsAny, compileMatcher, type TCandidateMatcher } from '../candidate-scoring.ts';
import type { CandidateIndex, TIndexedCandidate } from '../search-index/candidate-index.ts';
import { toJobCriteria, type TJobCriteria, type TJobTerms } from './job-criteria.ts';

/** A job's matcher, and the candidate index dictionary it was compiled against. */
type TCompiled = { matcher: TCandidateMatcher; clears: number; wordCount: number; hadUnknownWords: boolean };

export type TIndexedJob = { terms: TJobTerms; criteria: TJobCriteria; compiled: TCompiled | null };

export const JOB_TERMS_COLUMNS = {
  id: jobs.id,
  companyId: jobs.companyId,
  status: jobs.status,
  title: jobs.title,
  requiredSkills: jobs.requiredSkills,
  niceToHaveSkills: jobs.niceToHaveSkills,
  experienceLevel: jobs.experienceLevel,
  location: jobs.location,
  workplaceType: jobs.workplaceType,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryCurrency: jobs.salaryCurrency,
  publishedAt: jobs.publishedAt,
};

/** The words a job's criteria look up in the candidate index's dictionary. */
const criteriaWords = (criteria: TJobCriteria) => [
  'remote',
  ...(criteria.placeWords ?? []),
  ...criteria.titleTerms.flatMap((term) => term.words),
];

/** The open jobs filed under one core skill, and the test that a developer knows it. */
type TFloorSkill = { knows: (candidate: TIndexedCandidate) => boolean; jobs: Set<TIndexedJob> };

export class JobIndex {
  readonly openJobs = new Map<number, TIndexedJob>();
  /**
   * Open jobs by each of their core skills (criteria.floorSkillKeys), one of which a developer must
   * know to pass the job's filter; jobs without any apart. Most developers know the core skills of a
   * tenth of the jobs, and testing every job's filter was most of a recommendation's time.
   */
  private readonly jobsByFloorSkill = new Map<string, TFloorSkill>();
  private readonly jobsWithoutFloor = new Set<TIndexedJob>();

  upsert(terms: TJobTerms): void {
    this.remove(terms.id);
    if (terms.status !== 'open') return;
    const job: TIndexedJob = { terms, criteria: toJobCriteria(terms), compiled: null };
    this.openJobs.set(terms.id, job);
    if (job.criteria.floorSkillKeys.length === 0) this.jobsWithoutFloor.add(job);
    for (const key of job.criteria.floorSkillKeys) {
      let floorSkill = this.jobsByFloorSkill.get(key);
      if (!floorSkill) {
        floorSkill = { knows: compileKnowsAny([key]), jobs: new Set() };
        this.jobsByFloorSkill.set(key, floorSkill);
      }
      floorSkill.jobs.add(job);
    }
  }

  remove(jobId: number): void {
    const job = this.openJobs.get(jobId);
    if (!job) return;
    this.openJobs.delete(jobId);
    this.jobsWithoutFloor.delete(job);
    for (const key of job.criteria.floorSkillKeys) {
      const floorSkill = this.jobsByFloorSkill.get(key)!;
      floorSkill.jobs.delete(job);
      if (floorSkill.jobs.size === 0) this.jobsByFloorSkill.delete(key);
    }
  }

  /** The open jobs whose filter `candidate` may pass: those with a core skill they know, and those without core skills. */
  findJobsWithin(candidate: TIndexedCandidate): Set<TIndexedJob> {
    const found = new Set(this.jobsWithoutFloor);
    for (const { knows, jobs } of this.jobsByFloorSkill.values()) if (knows(candidate)) for (const job of jobs) found.add(job);
    return found;
  }

  /**
   * The job's matcher against `candidates`' dictionary (whose `dictionaryState` the caller read once
   * for many jobs), compiled again only when a word id it found may have changed.
   */
  matcherFor(job: TIndexedJob, candidates: CandidateIndex, dictionary = candidates.dictionaryState): TCandidateMatcher {
    const { clears, wordCount } = dictionary;
    const kept = job.compiled;
    if (kept && kept.clears === clears && (!kept.hadUnknownWords || kept.wordCount === wordCount)) return kept.matcher;
    const hadUnknownWords = criteriaWords(job.criteria).some((word) => candidates.findWordId(word) === -1);
    job.compiled = { matcher: compileMatcher(job.criteria, candidates), clears, wordCount, hadUnknownWords };
    return job.compiled.matcher;
  }
}

type TJobIndexState = { index: JobIndex; snapshot: string | null };

const followedIndexes = new WeakMap<Database, { state: TJobIndexState; catchUp: () => Promise<void> }>();

async function look(db: Database, state: TJobIndexState): Promise<void> {
  // The snapshot is taken before the rows are read: whatever commits after it is read again next time, which is harmless.
  const [now] = toRows<{ snapshot: string }>(await db.execute(sql`select pg_current_snapshot()::text as snapshot`));
  const snapshot = now!.snapshot;
  const rows =
    state.snapshot === null
      ? await db.select(JOB_TERMS_COLUMNS).from(jobs).where(eq(jobs.status, 'open'))
      : await db.select(JOB_TERMS_COLUMNS).from(jobs).where(unseenBy(jobs.changeXid, state.snapshot));
  for (const row of rows) state.index.upsert(row);
  state.snapshot = snapshot;
}

/** The open jobs of `db` with every change committed before this call. */
export async function getJobIndex(db: Database): Promise<JobIndex> {
  let followed = followedIndexes.get(db);
  if (!followed) {
    const state: TJobIndexState = { index: new JobIndex(), snapshot: null };
    followed = { state, catchUp: takeTurns(() => look(db, state)) };
    followedIndexes.set(db, followed);
  }
  await followed.catchUp();
  return followed.state.index;
}
