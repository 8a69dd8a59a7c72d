/** The company logo, saved jobs and skill suggestions. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { TCompany, TSavedJobs } from '#shared/schemas/jobs.ts';
import { findAuditLogs } from '#tests/factories/auth.ts';
import { createTestImage } from '#tests/factories/images.ts';
import { createHiringEmployer, postJob } from '#tests/factories/jobs.ts';
import { buildMultipart } from '#tests/factories/multipart.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';

const t = useTestApp();

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
const send = (method: 'PUT' | 'DELETE', url: string, cookie?: string) => t.app.inject({ method, url, headers: cookie ? { cookie } : {} });

async function uploadLogo(employerId: number, bytes: Buffer, cookie?: string) {
  const { payload, headers } = buildMultipart({ bytes, field: 'logo', fileName: 'logo.png', contentType: 'image/png' });
  return t.app.inject({
    method: 'POST',
    url: `/api/employer/${employerId}/company/logo`,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

describe('company logo', () => {
  it('keeps a whole wide logo as a 256 px WebP that anyone may see, shown on the company and its jobs', async () => {
    const employer = await createHiringEmployer(t.app);
    const job = await postJob(t.app, employer);
    const uploaded = await uploadLogo(employer.user.id, await createTestImage('png', { width: 400, height: 100 }), employer.cookie);
    expect(uploaded.statusCode).toBe(200);
    const { logoUrl } = uploaded.json<{ logoUrl: string }>();
    expect(logoUrl).toMatch(/^\/api\/companies\/\d+\/logo\?v=\d+$/);

    const served = await get(logoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.width, metadata.height, metadata.hasAlpha]).toEqual([256, 256, true]);
    expect((await get(logoUrl, undefined, { 'if-none-match': served.headers.etag as string })).statusCode).toBe(304);

    const company = await get(`/api/employer/${employer.user.id}/company`, employer.cookie);
    expect(company.json<{ company: TCompany }>().company.logoUrl).toBe(logoUrl);
    expect((await get(`/api/jobs/${job.id}`)).json().company.logoUrl).toBe(logoUrl);
    expect(await findAuditLogs(t.db, 'company.logo_updated')).toHaveLength(1);

    const removed = await send('DELETE', `/api/employer/${employer.user.id}/company/logo`, employer.cookie);
    expect(removed.json()).toEqual({ message: 'Logo removed' });
    expect((await get(logoUrl)).statusCode).toBe(404);
  });

  it('refuses what is not an image, an employer without a company, other employers and no session, storing nothing', async () => {
    const employer = await createHiringEmployer(t.app);
    const png = await createTestImage('png');
    const notImage = await uploadLogo(employer.user.id, Buffer.from('%PDF-1.4 not an image'), employer.cookie);
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().message).toBe('Image must be JPEG, PNG, GIF, or WebP format');
    const unnamed = await createUserWithSession(t.app, { userType: 'employer' });
    const noCompany = await uploadLogo(unnamed.user.id, png, unnamed.cookie);
    expect(noCompany.statusCode).toBe(409);
    expect((await uploadLogo(employer.user.id, png, unnamed.cookie)).statusCode).toBe(403);
    expect((await uploadLogo(employer.user.id, png)).statusCode).toBe(401);
    const company = await get(`/api/employer/${employer.user.id}/company`, employer.cookie);
    expect(company.json<{ company: TCompany }>().company.logoUrl).toBeNull();
  });
});

describe('saved jobs', () => {
  it('saves a job once, lists saved jobs newest first, and forgets them', async () => {
    const employer = await createHiringEmployer(t.app);
    const first = await postJob(t.app, employer, { title: 'First Job' });
    const second = await postJob(t.app, employer, { title: 'Second Job' });
    const developer = await createUserWithSession(t.app, { userType: 'developer' });
    const url = (jobId: number) => `/api/applicant/saved-jobs/${jobId}`;
    expect((await send('PUT', url(first.id), developer.cookie)).statusCode).toBe(204);
    expect((await send('PUT', url(second.id), developer.cookie)).statusCode).toBe(204);
    expect((await send('PUT', url(first.id), developer.cookie)).statusCode).toBe(204);
    const saved = (await get('/api/applicant/saved-jobs', developer.cookie)).json<TSavedJobs>();
    expect(saved.jobs.map((job) => job.title)).toEqual(['Second Job', 'First Job']);
    expect(saved.jobs[0]!.savedAt).toEqual(expect.any(String));

    expect((await send('DELETE', url(second.id), developer.cookie)).statusCode).toBe(204);
    expect((await send('DELETE', url(second.id), developer.cookie)).statusCode).toBe(204);
    expect((await get('/api/applicant/saved-jobs', developer.cookie)).json<TSavedJobs>().jobs.map((job) => job.id)).toEqual([first.id]);
  });

  it('refuses drafts and unknown jobs (404), bad ids (400), employers (403) and no session (401)', async () => {
    const employer = await createHiringEmployer(t.app);
    const draft = await postJob(t.app, employer, { status: 'draft' });
    const developer = await createUserWithSession(t.app, { userType: 'developer' });
    expect((await send('PUT', `/api/applicant/saved-jobs/${draft.id}`, developer.cookie)).statusCode).toBe(404);
    expect((await send('PUT', '/api/applicant/saved-jobs/999999', developer.cookie)).statusCode).toBe(404);
    expect((await send('PUT', '/api/applicant/saved-jobs/abc', developer.cookie)).statusCode).toBe(400);
    expect((await send('PUT', `/api/applicant/saved-jobs/${draft.id}`, employer.cookie)).statusCode).toBe(403);
    expect((await get('/api/applicant/saved-jobs')).statusCode).toBe(401);
    expect((await get('/api/applicant/saved-jobs', developer.cookie)).json()).toEqual({ jobs: [] });
  });
});

describe('skill suggestions', () => {
  it('names taxonomy skills for typed text and aliases, for any signed-in user', async () => {
    const employer = await createUserWithSession(t.app, { userType: 'employer' });
    const k8s = await get('/api/skills/suggestions?q=k8s', employer.cookie);
    expect(k8s.json()).toEqual({ skills: ['Kubernetes'] });
    const react = (await get('/api/skills/suggestions?q=rea', employer.cookie)).json<{ skills: string[] }>();
    expect(react.skills[0]).toBe('React');
    expect(react.skills.length).toBeLessThanOrEqual(8);
    expect((await get('/api/skills/suggestions?q=', employer.cookie)).statusCode).toBe(400);
    expect((await get('/api/skills/suggestions?q=go')).statusCode).toBe(401);
  });
});
