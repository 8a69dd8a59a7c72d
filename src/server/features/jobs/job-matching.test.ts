import { describe, expect, it } from 'vitest';
import type { TAdTerms, TJobCandidates, TJobFit, TRecommendedJobs } from '#shared/schemas/jobs.ts';
import { createResume } from '#server/db/resumes.queries.ts';
import { createCandidate } from '#tests/factories/candidates.ts';
import { createHiringEmployer, postJob } from '#tests/factories/jobs.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';

const t = useTestApp();

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const KUBERNETES_JOB = {
  title: 'Platform Engineer',
  requiredSkills: ['Go', 'Docker', 'Terraform', 'AWS', 'Kubernetes'],
  niceToHaveSkills: ['Python'],
  experienceLevel: 'mid' as const,
  workplaceType: 'remote' as const,
  location: null,
  salaryCurrency: 'USD' as const,
  salaryMin: 120000,
  salaryMax: 150000,
};

async function setUp() {
  const employer = await createHiringEmployer(t.app);
  const platform = await postJob(t.app, employer, KUBERNETES_JOB);
  const frontend = await postJob(t.app, employer, {
    title: 'Frontend Engineer',
    requiredSkills: ['React', 'TypeScript', 'CSS'],
    niceToHaveSkills: [],
    workplaceType: 'remote',
    location: null,
    experienceLevel: 'mid',
  });
  const draft = await postJob(t.app, employer, { ...KUBERNETES_JOB, title: 'Platform Engineer (draft)', status: 'draft' });
  const developer = await createCandidate(
    t.app,
    {
      jobTitle: 'DevOps Engineer',
      skills: ['Go', 'Docker', 'Terraform', 'AWS', 'Python'],
      experienceLevel: 'mid',
      openToRemote: true,
      salaryMin: 110000,
      salaryMax: 140000,
    },
    { fullName: 'Dee Ops', location: 'Austin, TX' },
  );
  return { employer, platform, frontend, draft, developer };
}

describe('recommended jobs', () => {
  it('ranks open jobs by fit, explains each, and leaves out drafts, unrelated roles and jobs applied to', async () => {
    const { platform, frontend, draft, developer } = await setUp();
    const response = await get('/api/jobs/recommended', developer.cookie);
    expect(response.statusCode).toBe(200);
    const { jobs, hasSkills } = response.json<TRecommendedJobs>();
    expect(hasSkills).toBe(true);
    const ids = jobs.map((entry) => entry.job.id);
    expect(ids[0]).toBe(platform.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(frontend.id);
    const fit = jobs[0]!.fit;
    expect(fit.summary).toBe('You have 4 of 5 required skills; missing Kubernetes');
    expect(fit.requiredSkillsMissing).toEqual(['Kubernetes']);
    expect(fit.niceToHaveSkillsHad).toEqual(['Python']);
    expect(fit.score).toBeGreaterThan(60);
    expect(fit.strengths).toContain('Remote, as you prefer');

    // Applied: no longer recommended. A closed job neither.
    const resume = await createResume(t.db, {
      userId: developer.user.id,
      fileName: 'cv.md',
      content: '# Dee Ops\n\nGo, Docker.',
      file: null,
      source: 'uploaded',
    });
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${platform.id}/applications`,
      headers: { cookie: developer.cookie },
      payload: { resumeId: resume.id },
    });
    expect(applied.statusCode).toBe(201);
    const after = (await get('/api/jobs/recommended', developer.cookie)).json<TRecommendedJobs>();
    expect(after.jobs.map((entry) => entry.job.id)).not.toContain(platform.id);
  });

  it('follows jobs as they open and close', async () => {
    const { employer, draft, developer } = await setUp();
    const before = (await get('/api/jobs/recommended', developer.cookie)).json<TRecommendedJobs>();
    expect(before.jobs.map((entry) => entry.job.id)).not.toContain(draft.id);
    const patch = (status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/employer/${employer.user.id}/jobs/${draft.id}`,
        headers: { cookie: employer.cookie },
        payload: { status },
      });
    expect((await patch('open')).statusCode).toBe(200);
    const opened = (await get('/api/jobs/recommended', developer.cookie)).json<TRecommendedJobs>();
    expect(opened.jobs.map((entry) => entry.job.id)).toContain(draft.id);
    expect((await patch('closed')).statusCode).toBe(200);
    const closed = (await get('/api/jobs/recommended', developer.cookie)).json<TRecommendedJobs>();
    expect(closed.jobs.map((entry) => entry.job.id)).not.toContain(draft.id);
  });

  it('recommends remote jobs to a developer who has not said they are open to remote work, and no job elsewhere on site', async () => {
    const { employer, platform } = await setUp();
    const berlin = await postJob(t.app, employer, {
      ...KUBERNETES_JOB,
      title: 'Platform Engineer (Berlin)',
      workplaceType: 'onsite',
      location: 'Berlin, Germany',
    });
    const local = await createCandidate(
      t.app,
      { jobTitle: 'DevOps Engineer', skills: ['Go', 'Docker', 'Terraform', 'AWS'], openToRemote: false },
      { location: 'Austin, TX' },
    );
    const ids = (await get('/api/jobs/recommended', local.cookie)).json<TRecommendedJobs>().jobs.map((entry) => entry.job.id);
    expect(ids).toContain(platform.id);
    expect(ids).not.toContain(berlin.id);
  });

  it('recommends an on-site job elsewhere to a developer open to relocating, saying it means a move, and not to one only open to remote work', async () => {
    const { employer } = await setUp();
    const berlin = await postJob(t.app, employer, {
      ...KUBERNETES_JOB,
      title: 'Platform Engineer (Berlin)',
      workplaceType: 'onsite',
      location: 'Berlin, Germany',
    });
    const profile = { jobTitle: 'DevOps Engineer', skills: ['Go', 'Docker', 'Terraform', 'AWS', 'Kubernetes'] };
    const mover = await createCandidate(t.app, { ...profile, openToRelocation: true }, { location: 'Austin, TX' });
    const remote = await createCandidate(t.app, { ...profile, openToRemote: true }, { location: 'Austin, TX' });
    const recommended = async (cookie: string) => (await get('/api/jobs/recommended', cookie)).json<TRecommendedJobs>().jobs;
    const moverFit = (await recommended(mover.cookie)).find((entry) => entry.job.id === berlin.id)?.fit;
    expect(moverFit?.concerns).toContain('On-site in Berlin, Germany: a move, which you are open to');
    expect((await recommended(remote.cookie)).map((entry) => entry.job.id)).not.toContain(berlin.id);
  });

  it('lists a job that pays less than the developer expects below one that pays more, saying so, instead of hiding it', async () => {
    const { employer, developer } = await setUp();
    const generous = await postJob(t.app, employer, {
      ...KUBERNETES_JOB,
      title: 'Platform Engineer (generous)',
      salaryMin: 200000,
      salaryMax: 250000,
    });
    const meagre = await postJob(t.app, employer, {
      ...KUBERNETES_JOB,
      title: 'Platform Engineer (meagre)',
      salaryMin: 50000,
      salaryMax: 60000,
    });
    const { jobs } = (await get('/api/jobs/recommended', developer.cookie)).json<TRecommendedJobs>();
    const ids = jobs.map((entry) => entry.job.id);
    expect(ids).toContain(generous.id);
    expect(ids.indexOf(meagre.id)).toBeGreaterThan(ids.indexOf(generous.id));
    const fitOf = (id: number) => jobs.find((entry) => entry.job.id === id)!.fit;
    expect(fitOf(generous.id).strengths).toContain('Pays up to $250k, within your expectation');
    expect(fitOf(meagre.id).concerns).toContain('Pays up to $60k, below your expected $110k');
    expect(fitOf(meagre.id).score).toBeLessThan(fitOf(generous.id).score);
  });

  it('recommends no job it shares only infrastructure with, and a job built on infrastructure alone to whoever holds some', async () => {
    const { employer, developer } = await setUp();
    const rails = await postJob(t.app, employer, {
      ...KUBERNETES_JOB,
      title: 'Backend Engineer (Rails)',
      requiredSkills: ['Ruby', 'Ruby on Rails', 'AWS', 'Docker'],
      niceToHaveSkills: [],
    });
    const infrastructure = await postJob(t.app, employer, {
      ...KUBERNETES_JOB,
      title: 'Cloud Engineer',
      requiredSkills: ['AWS', 'Docker', 'Jira'],
      niceToHaveSkills: [],
    });
    const ids = (await get('/api/jobs/recommended', developer.cookie)).json<TRecommendedJobs>().jobs.map((entry) => entry.job.id);
    expect(ids).not.toContain(rails.id);
    expect(ids).toContain(infrastructure.id);
  });

  it('leaves out a job two levels below the developer, and a job whose fit is under half', async () => {
    const { employer, developer } = await setUp();
    const senior = await createCandidate(t.app, {
      jobTitle: 'Senior DevOps Engineer',
      skills: ['Go', 'Docker', 'Terraform', 'AWS', 'Kubernetes'],
      experienceLevel: 'senior',
      openToRemote: true,
    });
    const entry = await postJob(t.app, employer, { ...KUBERNETES_JOB, title: 'Junior Platform Engineer', experienceLevel: 'entry' });
    const mid = await postJob(t.app, employer, { ...KUBERNETES_JOB, title: 'Platform Engineer II' });
    // Remote, and Go is a core skill the developer holds; the role, the level, the pay and the rest are far off.
    const distant = await postJob(t.app, employer, {
      title: 'Data Scientist',
      requiredSkills: ['Go', 'Pandas', 'scikit-learn', 'PyTorch', 'Spark'],
      niceToHaveSkills: [],
      experienceLevel: 'senior',
      workplaceType: 'remote',
      location: null,
      salaryCurrency: 'USD',
      salaryMin: 40000,
      salaryMax: 50000,
    });
    const idsFor = async (cookie: string) =>
      (await get('/api/jobs/recommended', cookie)).json<TRecommendedJobs>().jobs.map((entry) => entry.job.id);
    const seniorIds = await idsFor(senior.cookie);
    expect(seniorIds).toContain(mid.id);
    expect(seniorIds).not.toContain(entry.id);
    expect(await idsFor(developer.cookie)).not.toContain(distant.id);
    // Not recommended, the job's own page still says how far off it is.
    const fit = (await get(`/api/jobs/${distant.id}/fit`, developer.cookie)).json<TJobFit>();
    expect(fit.score).toBeLessThan(50);
  });

  it('recommends a remote job limited to an area only to developers there, and says why on the job page', async () => {
    const employer = await createHiringEmployer(t.app);
    const europe = await postJob(t.app, employer, {
      ...KUBERNETES_JOB,
      title: 'Platform Engineer (Europe)',
      location: 'Remote (EU, CET ±2 hours)',
    });
    const apac = await postJob(t.app, employer, {
      ...KUBERNETES_JOB,
      title: 'Platform Engineer (APAC)',
      location: 'Remote (APAC, UTC+5:30 to UTC+10)',
    });
    const anywhere = await postJob(t.app, employer, {
      ...KUBERNETES_JOB,
      title: 'Platform Engineer (anywhere)',
      location: 'Remote (worldwide)',
    });
    const profile = {
      jobTitle: 'DevOps Engineer',
      skills: ['Go', 'Docker', 'Terraform', 'AWS', 'Kubernetes'],
      experienceLevel: 'mid' as const,
    };
    const sydney = await createCandidate(t.app, profile, { location: 'Sydney, Australia' });
    const lisbon = await createCandidate(t.app, profile, { location: 'Lisbon, Portugal' });
    const idsFor = async (cookie: string) =>
      (await get('/api/jobs/recommended', cookie)).json<TRecommendedJobs>().jobs.map((entry) => entry.job.id);
    // Other tests' jobs share the database: only these three are checked.
    const seen = async (cookie: string) => (await idsFor(cookie)).filter((id) => [europe.id, apac.id, anywhere.id].includes(id)).sort();
    expect(await seen(sydney.cookie)).toEqual([apac.id, anywhere.id].sort());
    expect(await seen(lisbon.cookie)).toEqual([europe.id, anywhere.id].sort());
    const fit = (await get(`/api/jobs/${europe.id}/fit`, sydney.cookie)).json<TJobFit>();
    expect(fit.concerns).toContain('Remote (EU, CET ±2 hours); you are in Sydney, Australia');
    const lisbonFit = (await get(`/api/jobs/${europe.id}/fit`, lisbon.cookie)).json<TJobFit>();
    expect(lisbonFit.strengths).toContain('Remote (EU, CET ±2 hours), which includes where you are');
    expect(lisbonFit.score).toBeGreaterThan(fit.score);
  });

  it('never tells a developer they have a skill their own words disclaim, and names one they are learning', async () => {
    const employer = await createHiringEmployer(t.app);
    const react = await postJob(t.app, employer, {
      ...KUBERNETES_JOB,
      title: 'Frontend Developer',
      requiredSkills: ['JavaScript', 'React', 'CSS'],
      niceToHaveSkills: [],
    });
    const rust = await postJob(t.app, employer, {
      ...KUBERNETES_JOB,
      title: 'Systems Engineer',
      requiredSkills: ['Rust', 'Linux'],
      niceToHaveSkills: [],
    });
    const developer = await createCandidate(t.app, {
      jobTitle: 'WordPress Developer',
      skills: ['JavaScript', 'WordPress', 'CSS', 'Linux'],
      bio: 'WordPress and JavaScript for five years. Has not used React. I am learning Rust in the evenings.',
      experienceLevel: 'mid',
      openToRemote: true,
    });
    await t.app.backgroundTasks.settle();
    const fitOf = async (jobId: number) => (await get(`/api/jobs/${jobId}/fit`, developer.cookie)).json<TJobFit>();
    const reactFit = await fitOf(react.id);
    expect(reactFit.requiredSkillsMissing).toEqual(['React']);
    expect(reactFit.strengths.join(' ')).not.toMatch(/React/);
    const rustFit = await fitOf(rust.id);
    expect(rustFit.requiredSkillsMissing).toEqual(['Rust']);
    expect(rustFit.concerns).toContain('Missing Rust; you are learning it');
  });

  it('says there is nothing to match on while the developer shows no skill', async () => {
    const developer = await createUserWithSession(t.app, { userType: 'developer' });
    const response = await get('/api/jobs/recommended', developer.cookie);
    expect(response.json()).toEqual({ jobs: [], hasSkills: false });
  });

  it('is for developers: 401 signed out, 403 for employers', async () => {
    const employer = await createHiringEmployer(t.app);
    expect((await get('/api/jobs/recommended')).statusCode).toBe(401);
    expect((await get('/api/jobs/recommended', employer.cookie)).statusCode).toBe(403);
  });
});

describe("a developer's fit with one job", () => {
  it('explains the fit of an open job; a draft is a 404, an unknown job too, a bad id a 400', async () => {
    const { platform, draft, developer } = await setUp();
    const response = await get(`/api/jobs/${platform.id}/fit`, developer.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json<TJobFit>()).toMatchObject({
      summary: 'You have 4 of 5 required skills; missing Kubernetes',
      requiredSkillsHad: ['Go', 'Docker', 'Terraform', 'AWS'],
    });
    expect((await get(`/api/jobs/${draft.id}/fit`, developer.cookie)).statusCode).toBe(404);
    expect((await get('/api/jobs/999999/fit', developer.cookie)).statusCode).toBe(404);
    const bad = await get('/api/jobs/abc/fit', developer.cookie);
    expect(bad.statusCode).toBe(400);
    expect((await get(`/api/jobs/${platform.id}/fit`)).statusCode).toBe(401);
  });
});

describe("a job's candidates", () => {
  it('ranks applicants first, then suggests listed developers who did not apply, never hidden ones', async () => {
    const { employer, platform, developer } = await setUp();
    const applicant = await createCandidate(
      t.app,
      { jobTitle: 'Backend Developer', skills: ['Go', 'Kubernetes'] },
      { fullName: 'Ari Plicant' },
    );
    const hidden = await createCandidate(
      t.app,
      { jobTitle: 'Platform Engineer', skills: ['Go', 'Docker', 'Terraform', 'AWS', 'Kubernetes'], isVisibleToEmployers: false },
      { fullName: 'Hidden Person' },
    );
    const resume = await createResume(t.db, {
      userId: applicant.user.id,
      fileName: 'ari.md',
      content: '# Ari\n\nGo.',
      file: null,
      source: 'uploaded',
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${platform.id}/applications`,
      headers: { cookie: applicant.cookie },
      payload: { resumeId: resume.id, note: 'Hello' },
    });
    const url = `/api/employer/${employer.user.id}/jobs/${platform.id}/candidates`;
    const response = await get(url, employer.cookie);
    expect(response.statusCode).toBe(200);
    const { applicants, suggestions } = response.json<TJobCandidates>();
    expect(applicants.map((candidate) => candidate.fullName)).toEqual(['Ari Plicant']);
    expect(applicants[0]).toMatchObject({ application: { stage: 'applied', note: 'Hello', resumeFileName: 'ari.md' } });
    expect(applicants[0]!.match.summary).toBe('Has 2 of 5 required skills; missing Docker, Terraform and AWS');
    expect(suggestions.map((candidate) => candidate.fullName)).toContain('Dee Ops');
    expect(suggestions.map((candidate) => candidate.userId)).not.toContain(hidden.user.id);
    expect(suggestions.every((candidate) => candidate.application === null)).toBe(true);
    expect(suggestions.find((candidate) => candidate.userId === developer.user.id)!.match.summary).toBe(
      'Has 4 of 5 required skills; missing Kubernetes',
    );
  });

  it("is the job owner's: 401, 403 for another employer and developers, 404 for another's job", async () => {
    const { employer, platform, developer } = await setUp();
    const other = await createHiringEmployer(t.app, 'Other Co');
    const url = `/api/employer/${employer.user.id}/jobs/${platform.id}/candidates`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, other.cookie)).statusCode).toBe(403);
    expect((await get(url, developer.cookie)).statusCode).toBe(403);
    expect((await get(`/api/employer/${other.user.id}/jobs/${platform.id}/candidates`, other.cookie)).statusCode).toBe(404);
    expect((await get(`/api/employer/${employer.user.id}/jobs/x/candidates`, employer.cookie)).statusCode).toBe(400);
  });
});

describe("one fit per job: the recommended list and the job's page give the same number", () => {
  it('scores a recommended job as its fit does', async () => {
    const { platform, developer } = await setUp();
    const { jobs } = (await get('/api/jobs/recommended', developer.cookie)).json<TRecommendedJobs>();
    const recommended = jobs.find((entry) => entry.job.id === platform.id)!.fit;
    expect((await get(`/api/jobs/${platform.id}/fit`, developer.cookie)).json<TJobFit>()).toEqual(recommended);
  });
});

describe("the keyword check of a resume against a job's ad", () => {
  const RESUME = '# Dee Ops\n\n## Skills\nGo, Docker, Terraform, Python\n\n## Experience\n- Ran services on AWS with Go';

  it("lists the ad's terms, required first, each said mentioned or not; it is a count, never a rate", async () => {
    const { platform, developer } = await setUp();
    const resume = await createResume(t.db, {
      userId: developer.user.id,
      fileName: 'dee.md',
      content: RESUME,
      file: null,
      source: 'uploaded',
    });
    const response = await get(`/api/jobs/${platform.id}/ad-terms?resumeId=${resume.id}`, developer.cookie);
    expect(response.statusCode).toBe(200);
    const { terms } = response.json<TAdTerms>();
    expect(Object.keys(response.json<TAdTerms>())).toEqual(['terms']);
    const byName = new Map(terms.map((term) => [term.name, term]));
    for (const name of ['Go', 'Docker', 'Terraform', 'AWS'])
      expect(byName.get(name)).toEqual({ name, isRequired: true, isMentioned: true });
    expect(byName.get('Kubernetes')).toEqual({ name: 'Kubernetes', isRequired: true, isMentioned: false });
    expect(byName.get('Python')).toEqual({ name: 'Python', isRequired: false, isMentioned: true });
    const firstNiceToHave = terms.findIndex((term) => !term.isRequired);
    expect(terms.slice(firstNiceToHave).every((term) => !term.isRequired)).toBe(true);
  });

  it('refuses a bad or missing resume id (400), no session (401), an employer (403), and answers 404 for a resume or job not theirs', async () => {
    const { employer, platform, draft, developer } = await setUp();
    const other = await createCandidate(t.app, { jobTitle: 'Backend Developer', skills: ['Go'] }, { fullName: 'Other Person' });
    const theirs = await createResume(t.db, {
      userId: other.user.id,
      fileName: 'other.md',
      content: RESUME,
      file: null,
      source: 'uploaded',
    });
    const own = await createResume(t.db, {
      userId: developer.user.id,
      fileName: 'dee.md',
      content: RESUME,
      file: null,
      source: 'uploaded',
    });
    const url = (jobId: number | string, resumeId?: number | string) =>
      `/api/jobs/${jobId}/ad-terms${resumeId === undefined ? '' : `?resumeId=${resumeId}`}`;

    const bad = await get(url(platform.id, 'abc'), developer.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/Resume id must be a positive whole number/);
    expect((await get(url(platform.id), developer.cookie)).statusCode).toBe(400);
    expect((await get(url('abc', own.id), developer.cookie)).statusCode).toBe(400);
    expect((await get(url(platform.id, own.id))).statusCode).toBe(401);
    expect((await get(url(platform.id, own.id), employer.cookie)).statusCode).toBe(403);
    const notTheirs = await get(url(platform.id, theirs.id), developer.cookie);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json<{ message: string }>().message).toBe('Resume not found');
    expect((await get(url(draft.id, own.id), developer.cookie)).statusCode).toBe(404);
    expect((await get(url(999999, own.id), developer.cookie)).statusCode).toBe(404);
  });
});
