/**
 * The job index files open jobs by their core skills, so a developer's recommendations test only the
 * jobs whose filter they may pass: never fewer than the filter lets through, and kept right as jobs
 * change their skills, close or go.
 */
import { describe, expect, it } from 'vitest';
import { CandidateIndex, type TCandidateSearchRow } from '../search-index/candidate-index.ts';
import type { TJobTerms } from './job-criteria.ts';
import { JobIndex } from './job-index.ts';

const A_ROW: TCandidateSearchRow = {
  profileId: 1,
  userId: 1,
  isListed: true,
  openToRemote: true,
  openToRelocation: false,
  profileScore: 50,
  levelRank: 3,
  careerStartYear: 0,
  roleFamilyCode: 0,
  payFloor: -1,
  payCeiling: -1,
  updatedAt: new Date('2026-11-01T00:00:00Z'),
  listedSkillKeys: [],
  shownSkillKeys: [],
  titleWords: [],
  placeWords: ['berlin'],
  place: 'Berlin',
};

const A_JOB: TJobTerms = {
  id: 1,
  companyId: 100,
  status: 'open',
  title: 'Backend Engineer',
  requiredSkills: [],
  niceToHaveSkills: [],
  experienceLevel: 'mid',
  location: null,
  workplaceType: 'remote',
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: 'USD',
  publishedAt: new Date('2026-11-20T00:00:00Z'),
};

const DEVELOPERS: Partial<TCandidateSearchRow>[] = [
  { listedSkillKeys: ['go', 'postgresql'], titleWords: ['backend', 'engineer'] },
  { listedSkillKeys: ['postgresql', 'docker'], titleWords: ['devops', 'engineer'] },
  { listedSkillKeys: ['java'], shownSkillKeys: ['kotlin'], titleWords: ['android', 'developer'] },
  { shownSkillKeys: ['python', 'django'], titleWords: ['python', 'developer'] },
  { listedSkillKeys: ['quillscript'], titleWords: ['engineer'] },
];

const JOBS: Partial<TJobTerms>[] = [
  { title: 'Go Engineer', requiredSkills: ['Go', 'PostgreSQL'], niceToHaveSkills: ['Docker'] },
  { title: 'Platform Engineer', requiredSkills: ['Docker', 'Kubernetes', 'PostgreSQL'] },
  { title: 'Android Developer', requiredSkills: ['Kotlin'], workplaceType: 'hybrid', location: 'Berlin, Germany' },
  { title: 'Django Developer', requiredSkills: ['Python', 'Django'] },
  { title: 'Quillscript Engineer', requiredSkills: ['Quillscript'] },
  { title: 'Software Engineer' },
];

function indexDevelopers() {
  const candidates = new CandidateIndex();
  DEVELOPERS.forEach((developer, index) => candidates.upsert({ ...A_ROW, ...developer, profileId: index + 1, userId: index + 1 }));
  return candidates;
}

const ids = (jobs: Iterable<{ terms: TJobTerms }>) => [...jobs].map((job) => job.terms.id).sort((a, b) => a - b);

describe('job index', () => {
  it('offers a developer every job whose filter they pass', () => {
    const candidates = indexDevelopers();
    const jobIndex = new JobIndex();
    JOBS.forEach((job, index) => jobIndex.upsert({ ...A_JOB, ...job, id: index + 1 }));
    let passes = 0;
    for (const developer of candidates.candidates) {
      const passing = [...jobIndex.openJobs.values()].filter((job) => jobIndex.matcherFor(job, candidates).passes(developer));
      const within = ids(jobIndex.findJobsWithin(developer));
      expect(within).toEqual(expect.arrayContaining(ids(passing)));
      passes += passing.length;
      // A job without core skills is always tested; one whose core skills the developer lacks never is.
      expect(within).toContain(6);
      expect(within.length).toBeLessThan(JOBS.length);
    }
    expect(passes).toBeGreaterThanOrEqual(DEVELOPERS.length);
  });

  it('files a job again when its skills change, and forgets it once closed or gone', () => {
    const candidates = indexDevelopers();
    const goDeveloper = candidates.findByProfileId(1)!;
    const pythonDeveloper = candidates.findByProfileId(4)!;
    const jobIndex = new JobIndex();
    jobIndex.upsert({ ...A_JOB, requiredSkills: ['Go'] });
    expect(ids(jobIndex.findJobsWithin(goDeveloper))).toEqual([1]);
    expect(ids(jobIndex.findJobsWithin(pythonDeveloper))).toEqual([]);

    jobIndex.upsert({ ...A_JOB, requiredSkills: ['Python'] });
    expect(ids(jobIndex.findJobsWithin(goDeveloper))).toEqual([]);
    expect(ids(jobIndex.findJobsWithin(pythonDeveloper))).toEqual([1]);

    jobIndex.upsert({ ...A_JOB, requiredSkills: ['Python'], status: 'closed' });
    expect(jobIndex.openJobs.size).toBe(0);
    expect(ids(jobIndex.findJobsWithin(pythonDeveloper))).toEqual([]);

    jobIndex.upsert({ ...A_JOB, id: 2, requiredSkills: ['Python'] });
    jobIndex.remove(2);
    expect(ids(jobIndex.findJobsWithin(pythonDeveloper))).toEqual([]);
  });
});
