import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { ZImprovementSchema } from '#shared/schemas/analysis.ts';
import type { TResume } from '#shared/schemas/resume.ts';
import { buildResumeData } from '#tests/factories/resumes.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';

// The fact checker's time grows with the resume's length, so it must not run on the request thread:
// here it fails there. The worker threads load the real one.
vi.mock('#server/lib/resume-engine/review/review-improvement.ts', () => ({
  reviewImprovement: () => {
    throw new Error('the fact checker ran on the request thread');
  },
}));

type TAccount = Awaited<ReturnType<typeof createUserWithSession>>;

describe('resume AI: what keeps one account from stalling the server', () => {
  const t = useTestApp({ RATE_LIMIT_ANALYZE_PER_USER: '2', RATE_LIMIT_IMPROVE_PER_USER: '2', RATE_LIMIT_AI_WINDOW_MINUTES: '60' });

  const post = (url: string, account: TAccount, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: account.cookie }, ...(payload ? { payload } : {}) });

  async function createResumeFor(owner: TAccount): Promise<TResume> {
    const response = await post(`/api/applicant/${owner.user.id}/resume/create`, owner, { resumeData: buildResumeData() });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TResume>();
  }

  function expectRateLimited(response: LightMyRequestResponse, message: string) {
    expect(response.statusCode, response.body).toBe(429);
    expect(response.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(59 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
  }

  it('fact-checks the rewrite, and a user’s edit of it, in a worker thread', async () => {
    const owner = await createUserWithSession(t.app);
    const resume = await createResumeFor(owner);
    const improved = await post(`/api/resume/${resume.id}/improve`, owner);
    expect(improved.statusCode, improved.body).toBe(200);
    const { improvedContent } = ZImprovementSchema.parse(improved.json());
    const edited = `${improvedContent}\n- Grew revenue by 300%`;
    const applied = await post(`/api/resume/${resume.id}/apply-improvements`, owner, { improvedContent: edited });
    expect(applied.statusCode, applied.body).toBe(400);
    expect(applied.json().message).toMatch(/^Your edited version adds facts the original resume does not contain: .*"300%"/);
  });

  it('answers 429 with Retry-After once an account has used its analyses, and counts each account apart', async () => {
    const owner = await createUserWithSession(t.app);
    const resume = await createResumeFor(owner);
    const url = `/api/resume/${resume.id}/analyze`;
    for (let call = 0; call < 2; call += 1) expect((await post(url, owner)).statusCode).toBe(200);
    expectRateLimited(await post(url, owner), 'Too many resume analyses from this account. Please try again in 60 minutes.');
    // Improvements have an allowance of their own.
    expect((await post(`/api/resume/${resume.id}/improve`, owner)).statusCode).toBe(200);

    const other = await createUserWithSession(t.app);
    const othersResume = await createResumeFor(other);
    expect((await post(`/api/resume/${othersResume.id}/analyze`, other)).statusCode).toBe(200);
  });

  it('answers 429 with Retry-After once an account has used its improvements', async () => {
    const owner = await createUserWithSession(t.app);
    const resume = await createResumeFor(owner);
    const url = `/api/resume/${resume.id}/improve`;
    for (let call = 0; call < 2; call += 1) expect((await post(url, owner)).statusCode).toBe(200);
    expectRateLimited(await post(url, owner), 'Too many improvement requests from this account. Please try again in 60 minutes.');
  });
});
