import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TResume, TResumeQuota } from '#shared/schemas/resumes/resume.ts';
import {
  buildDocumentXml,
  buildMinimalDocx,
  buildResumeData,
  buildZip,
  readResumeFixture,
  uploadResume,
} from '#tests/factories/resumes.ts';
import { buildMultipart } from '#tests/factories/multipart.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { resumes, storedFiles } from '#server/db/schema.ts';

type TAccount = Awaited<ReturnType<typeof createUserWithSession>>;

const QUOTA_COUNT = 3;
const UPLOADS_PER_HOUR = 6;
const FULL = `You have reached the limit of ${QUOTA_COUNT} resumes. Please delete one you no longer need to add another.`;
const FULLSTACK_DOCX = readResumeFixture('fullstack-engineer-strong.docx');

/** A valid .docx of about `kilobytes` KB: a little text and an incompressible image. */
function buildDocxOfSize(kilobytes: number): Buffer {
  return buildZip([
    { name: 'word/document.xml', data: buildDocumentXml(500) },
    { name: 'word/media/image1.png', data: randomBytes(kilobytes * 1024), stored: true },
  ]);
}

describe('resume quota and upload rate', () => {
  const t = useTestApp({
    RESUME_QUOTA_COUNT: String(QUOTA_COUNT),
    RESUME_QUOTA_MEGABYTES: '1',
    RATE_LIMIT_UPLOADS_PER_USER: String(UPLOADS_PER_HOUR),
  });

  const upload = (owner: TAccount, bytes: Buffer = buildMinimalDocx('Jane Doe'), actor: TAccount = owner) =>
    uploadResume(t.app, { userId: owner.user.id, cookie: actor.cookie, bytes, fileName: 'cv.docx' });
  const build = (owner: TAccount) =>
    t.app.inject({
      method: 'POST',
      url: `/api/applicant/${owner.user.id}/resume/create`,
      headers: { cookie: owner.cookie },
      payload: { resumeData: buildResumeData() },
    });
  const getQuota = async (owner: TAccount) => {
    const response = await t.app.inject({ url: `/api/applicant/${owner.user.id}/resume-quota`, headers: { cookie: owner.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TResumeQuota>();
  };
  const countStored = async (userId: number) => {
    const [resumeCount] = await t.db.select({ value: count() }).from(resumes).where(eq(resumes.userId, userId));
    const [fileCount] = await t.db.select({ value: count() }).from(storedFiles).where(eq(storedFiles.ownerUserId, userId));
    return { resumes: resumeCount!.value, files: fileCount!.value };
  };

  it('refuses a resume past the count on every path that adds one: upload, builder, applied improvement', async () => {
    const owner = await createUserWithSession(t.app);
    const first = (await upload(owner, FULLSTACK_DOCX)).json<TResume>();
    expect((await upload(owner)).statusCode).toBe(201);
    const improve = await t.app.inject({
      method: 'POST',
      url: `/api/resume/${first.id}/improve`,
      headers: { cookie: owner.cookie },
      payload: { targetRole: '' },
    });
    expect(improve.statusCode, improve.body).toBe(200);
    expect((await build(owner)).statusCode).toBe(201);
    const before = await countStored(owner.user.id);
    expect(before.resumes).toBe(QUOTA_COUNT);

    for (const response of [
      await upload(owner),
      await build(owner),
      await t.app.inject({
        method: 'POST',
        url: `/api/resume/${first.id}/apply-improvements`,
        headers: { cookie: owner.cookie },
        payload: { improvedContent: improve.json<{ improvedContent: string }>().improvedContent },
      }),
    ]) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CONFLICT', message: FULL });
    }
    expect(await countStored(owner.user.id)).toEqual(before);

    // Deleting one makes room again.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/resume/${first.id}`, headers: { cookie: owner.cookie } })).statusCode).toBe(
      200,
    );
    expect((await upload(owner)).statusCode).toBe(201);
  });

  it('refuses a file that would take the account past its total size, and says how much is used', async () => {
    const owner = await createUserWithSession(t.app);
    expect((await upload(owner, buildDocxOfSize(600))).statusCode).toBe(201);
    const response = await upload(owner, buildDocxOfSize(600));
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toBe(
      'Your resumes already take up 0.6MB of the 1MB an account may use, and this one would go past it. Please delete resumes you no longer need, or upload a smaller file.',
    );
    expect(await countStored(owner.user.id)).toEqual({ resumes: 1, files: 1 });
    // A smaller file still fits.
    expect((await upload(owner, buildDocxOfSize(300))).statusCode).toBe(201);
  });

  it('lets only as many of several uploads sent at once through as the quota has room for', async () => {
    const owner = await createUserWithSession(t.app);
    expect((await upload(owner)).statusCode).toBe(201);
    const statuses = (await Promise.all([upload(owner), upload(owner), upload(owner), upload(owner)])).map(
      (response) => response.statusCode,
    );
    expect(statuses.toSorted()).toEqual([201, 201, 409, 409]);
    expect(await countStored(owner.user.id)).toEqual({ resumes: QUOTA_COUNT, files: QUOTA_COUNT });
  });

  it("tells the owner their resumes against the account's limits", async () => {
    const owner = await createUserWithSession(t.app);
    expect(await getQuota(owner)).toEqual({ count: 0, maxCount: QUOTA_COUNT, bytes: 0, maxBytes: 1024 * 1024 });
    const resume = (await upload(owner, FULLSTACK_DOCX)).json<TResume>();
    expect((await build(owner)).statusCode).toBe(201);
    const quota = await getQuota(owner);
    expect(quota.count).toBe(2);
    expect(quota.bytes).toBeGreaterThan(resume.fileSize);
  });

  it('counts resume and picture uploads, refused ones too, against one hourly allowance per user: then 429', async () => {
    const owner = await createUserWithSession(t.app);
    const other = await createUserWithSession(t.app);
    const uploadPicture = (account: TAccount) => {
      const { payload, headers } = buildMultipart({ field: 'profilePicture', fileName: 'me.png', bytes: FULLSTACK_DOCX });
      return t.app.inject({
        method: 'POST',
        url: `/api/users/${account.user.id}/profile-picture`,
        payload,
        headers: { ...headers, cookie: account.cookie },
      });
    };
    for (let index = 0; index < UPLOADS_PER_HOUR / 2; index += 1) {
      expect((await upload(owner, Buffer.from('not a Word file'))).statusCode).toBe(415);
      expect((await uploadPicture(owner)).statusCode).toBe(415);
    }
    for (const response of [await upload(owner), await uploadPicture(owner)]) {
      expect(response.statusCode, response.body).toBe(429);
      expect(response.json().message).toMatch(/^You have uploaded many files in the last hour\. Please try again in \d+ minutes\.$/);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(3500);
    }
    expect(await countStored(owner.user.id)).toEqual({ resumes: 0, files: 0 });
    expect((await upload(other)).statusCode).toBe(201);
  });
});
