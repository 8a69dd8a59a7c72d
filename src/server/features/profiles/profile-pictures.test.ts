import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PROFILE_PICTURE_MAX_BYTES } from '#shared/schemas/profiles.ts';
import { createAdminWithSession } from '#tests/factories/admins.ts';
import { findAuditLogs, getMe } from '#tests/factories/auth.ts';
import { createAnimatedGif, createTestImage } from '#tests/factories/images.ts';
import { buildMultipart, type TMultipartFile } from '#tests/factories/multipart.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import type { TApp } from '#server/app.ts';
import { applicantProfiles, storedFiles, users } from '#server/db/schema.ts';

const WRONG_TYPE = { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Image must be JPEG, PNG, GIF, or WebP format' };
const UNREADABLE = { code: 'BAD_REQUEST', message: 'The image could not be read. It may be damaged; please choose another file.' };

function pictureFile(bytes: Buffer, overrides: Partial<TMultipartFile> = {}): TMultipartFile {
  return { field: 'profilePicture', fileName: 'me.png', contentType: 'image/png', bytes, ...overrides };
}

function uploadPicture(app: TApp, userId: number | string, file: TMultipartFile | TMultipartFile[], cookie?: string) {
  const { payload, headers } = buildMultipart(...[file].flat());
  return app.inject({
    method: 'POST',
    url: `/api/users/${userId}/profile-picture`,
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

function getPicture(app: TApp, userId: number | string, cookie?: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'GET',
    url: `/api/users/${userId}/profile-picture?v=1`,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

function deletePicture(app: TApp, userId: number | string, cookie?: string) {
  return app.inject({ method: 'DELETE', url: `/api/users/${userId}/profile-picture`, headers: cookie ? { cookie } : {} });
}

describe('POST /api/users/:userId/profile-picture', () => {
  const t = useTestApp();

  async function findFilesOf(userId: number) {
    return t.db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, userId));
  }

  async function findPictureFileId(userId: number) {
    const [row] = await t.db.select({ fileId: users.profilePictureFileId }).from(users).where(eq(users.id, userId));
    return row!.fileId;
  }

  it.each([
    ['png', 'image/png', async () => createTestImage('png', { width: 640, height: 480 })],
    ['jpeg', 'image/jpeg', async () => createTestImage('jpeg', { width: 200, height: 300 })],
    ['gif', 'image/gif', async () => createAnimatedGif()],
    ['webp', 'image/webp', async () => createTestImage('webp', { width: 20, height: 20 })],
  ] as const)('stores a %s as a 256 px WebP and answers its URL', async (format, sourceType, makeImage) => {
    const { user, cookie } = await createUserWithSession(t.app);
    const image = await makeImage();

    const response = await uploadPicture(t.app, user.id, pictureFile(image, { fileName: `me.${format}`, contentType: sourceType }), cookie);

    expect(response.statusCode).toBe(200);
    const [file] = await findFilesOf(user.id);
    expect(file).toBeDefined();
    expect(response.json()).toEqual({ profilePicture: `/api/users/${user.id}/profile-picture?v=${file!.id}` });
    expect(file).toMatchObject({
      mimeType: 'image/webp',
      byteSize: file!.data.length,
      sha256: createHash('sha256').update(file!.data).digest('hex'),
    });
    expect(await sharp(file!.data).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(await findPictureFileId(user.id)).toBe(file!.id);
    expect((await getMe(t.app, cookie)).json().profilePicture).toBe(response.json().profilePicture);
    expect((await findAuditLogs(t.db, 'user.profile_picture_updated')).at(-1)).toMatchObject({
      resourceId: String(user.id),
      userId: user.id,
      details: { sourceType, sourceBytes: image.length, fileId: file!.id },
    });
  });

  it('counts the picture towards profile completion', async () => {
    const { user, cookie } = await createUserWithSession(t.app);
    const profileUrl = `/api/applicant/profile/${user.id}`;
    const before = (await t.app.inject({ method: 'GET', url: profileUrl, headers: { cookie } })).json();

    await uploadPicture(t.app, user.id, pictureFile(await createTestImage('png')), cookie);

    const after = (await t.app.inject({ method: 'GET', url: profileUrl, headers: { cookie } })).json();
    expect(after.profile.profileCompletion).toBe(before.profile.profileCompletion + 10);
    expect(after.user.profilePicture).toMatch(new RegExp(`^/api/users/${user.id}/profile-picture\\?v=\\d+$`));
  });

  it('replaces the previous picture, deleting its file, under a new URL', async () => {
    const { user, cookie } = await createUserWithSession(t.app);
    const first = await uploadPicture(t.app, user.id, pictureFile(await createTestImage('png')), cookie);
    const firstFileId = await findPictureFileId(user.id);

    const second = await uploadPicture(t.app, user.id, pictureFile(await createTestImage('jpeg', { color: '#1e40af' })), cookie);

    expect(second.statusCode).toBe(200);
    expect(second.json().profilePicture).not.toBe(first.json().profilePicture);
    const files = await findFilesOf(user.id);
    expect(files).toHaveLength(1);
    expect(files[0]!.id).not.toBe(firstFileId);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.id, firstFileId!))).toHaveLength(0);
  });

  it('accepts an image of exactly 5 MB', async () => {
    const { user, cookie } = await createUserWithSession(t.app);
    const png = await createTestImage('png');
    // Bytes after the PNG end marker are ignored by decoders: a valid image of exactly the limit.
    const image = Buffer.concat([png, Buffer.alloc(PROFILE_PICTURE_MAX_BYTES - png.length)]);

    const response = await uploadPicture(t.app, user.id, pictureFile(image), cookie);

    expect(response.statusCode).toBe(200);
  });

  it('refuses an image over 5 MB with 413, quickly, and stores nothing', async () => {
    const { user, cookie } = await createUserWithSession(t.app);
    const png = await createTestImage('png');
    const image = Buffer.concat([png, Buffer.alloc(PROFILE_PICTURE_MAX_BYTES + 1 - png.length)]);

    const started = performance.now();
    const response = await uploadPicture(t.app, user.id, pictureFile(image), cookie);
    const elapsedMs = performance.now() - started;

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Image size must be less than 5MB' });
    expect(elapsedMs).toBeLessThan(1_000);
    expect(await findFilesOf(user.id)).toHaveLength(0);
    expect(await findPictureFileId(user.id)).toBeNull();
  });

  it('refuses with 413 when the byte over the limit arrives in a later network chunk', async () => {
    const { user, cookie } = await createUserWithSession(t.app);
    const png = await createTestImage('png');
    const image = Buffer.concat([png, Buffer.alloc(PROFILE_PICTURE_MAX_BYTES + 1 - png.length)]);
    const { payload, headers } = buildMultipart(pictureFile(image));
    // Everything up to the limit first, the rest on a later tick: the parser reads the allowed bytes
    // before it learns the file is too large.
    const cut = payload.indexOf(image) + PROFILE_PICTURE_MAX_BYTES;
    const body = Readable.from(
      (async function* () {
        yield payload.subarray(0, cut);
        await new Promise((resolve) => setTimeout(resolve, 20));
        yield payload.subarray(cut);
      })(),
    );

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/profile-picture`,
      payload: body,
      headers: { ...headers, cookie },
    });

    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Image size must be less than 5MB');
    expect(await findFilesOf(user.id)).toHaveLength(0);
  });

  it.each([
    ['a PDF named .png', Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n')],
    ['a text file named .png', Buffer.from('definitely a picture of me, trust me')],
    ['an empty file', Buffer.alloc(0)],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>')],
  ])('refuses %s by its bytes and stores nothing', async (_label, data) => {
    const { user, cookie } = await createUserWithSession(t.app);

    const response = await uploadPicture(t.app, user.id, pictureFile(data), cookie);

    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(WRONG_TYPE);
    expect(await findFilesOf(user.id)).toHaveLength(0);
  });

  it('refuses a TIFF even when declared as JPEG', async () => {
    const { user, cookie } = await createUserWithSession(t.app);
    const tiff = await sharp(await createTestImage('png'))
      .tiff()
      .toBuffer();
    const response = await uploadPicture(t.app, user.id, pictureFile(tiff, { fileName: 'me.jpg', contentType: 'image/jpeg' }), cookie);
    expect(response.statusCode).toBe(415);
  });

  it('refuses a corrupt image with a clear 400 and keeps the current picture', async () => {
    const { user, cookie } = await createUserWithSession(t.app);
    await uploadPicture(t.app, user.id, pictureFile(await createTestImage('png')), cookie);
    const [current] = await findFilesOf(user.id);
    const jpeg = await createTestImage('jpeg', { width: 300, height: 300 });

    const response = await uploadPicture(t.app, user.id, pictureFile(jpeg.subarray(0, jpeg.length / 2)), cookie);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(UNREADABLE);
    expect(await findFilesOf(user.id)).toEqual([current]);
    expect(await findPictureFileId(user.id)).toBe(current!.id);
  });

  it('refuses a decompression bomb without decoding it', async () => {
    const { user, cookie } = await createUserWithSession(t.app);
    const bomb = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();

    const response = await uploadPicture(t.app, user.id, pictureFile(bomb), cookie);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Image dimensions are too large (at most 40 megapixels)');
    expect(await findFilesOf(user.id)).toHaveLength(0);
  });

  it('refuses a request without the profilePicture file with 400', async () => {
    const { user, cookie } = await createUserWithSession(t.app);
    const image = await createTestImage('png');
    const message = 'Please choose an image to upload (form field profilePicture).';

    const wrongField = await uploadPicture(t.app, user.id, pictureFile(image, { field: 'avatar' }), cookie);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe(message);

    const json = await t.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/profile-picture`,
      payload: { profilePicture: 'data:image/png;base64,AAAA' },
      headers: { cookie },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(message);

    const truncatedBody = buildMultipart(pictureFile(image));
    const malformed = await t.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/profile-picture`,
      payload: truncatedBody.payload.subarray(0, 120),
      headers: { ...truncatedBody.headers, cookie },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The upload could not be read. Please try again.');
    expect(await findFilesOf(user.id)).toHaveLength(0);
  });

  it('refuses two files with 400 instead of keeping the first, and stores nothing', async () => {
    const { user, cookie } = await createUserWithSession(t.app);
    const image = await createTestImage('png');
    const twoFiles = await uploadPicture(t.app, user.id, [pictureFile(image), pictureFile(image, { fileName: 'second.png' })], cookie);
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json().message).toBe('Please upload one file at a time.');
    expect(await findFilesOf(user.id)).toHaveLength(0);
  });

  it("lets an admin set a user's picture; the file belongs to that user", async () => {
    const developer = await createUserWithSession(t.app);
    const admin = await createAdminWithSession(t.app, t.db);

    const response = await uploadPicture(t.app, developer.user.id, pictureFile(await createTestImage('png')), admin.cookie);

    expect(response.statusCode).toBe(200);
    expect(await findFilesOf(developer.user.id)).toHaveLength(1);
    expect(await findFilesOf(admin.user.id)).toHaveLength(0);
    expect((await findAuditLogs(t.db, 'user.profile_picture_updated')).at(-1)).toMatchObject({
      resourceId: String(developer.user.id),
      userId: admin.user.id,
    });
  });

  it("refuses someone else's picture with 403 and stores nothing", async () => {
    const developer = await createUserWithSession(t.app);
    const employer = await createUserWithSession(t.app, { userType: 'employer' });
    const other = await createUserWithSession(t.app);
    const image = await createTestImage('png');

    for (const intruder of [employer, other]) {
      const response = await uploadPicture(t.app, developer.user.id, pictureFile(image), intruder.cookie);
      expect(response.statusCode).toBe(403);
    }
    expect(await findFilesOf(developer.user.id)).toHaveLength(0);
  });

  it('answers 401 without a session, 404 for an unknown user and 400 for a bad id', async () => {
    const { user, cookie } = await createUserWithSession(t.app);
    const admin = await createAdminWithSession(t.app, t.db);
    const image = await createTestImage('png');
    const filesBefore = (await t.db.select({ id: storedFiles.id }).from(storedFiles)).length;

    expect((await uploadPicture(t.app, user.id, pictureFile(image))).statusCode).toBe(401);
    const missing = await uploadPicture(t.app, 999_999, pictureFile(image), admin.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'User not found' });
    expect((await uploadPicture(t.app, 'abc', pictureFile(image), cookie)).statusCode).toBe(400);
    expect(await t.db.select({ id: storedFiles.id }).from(storedFiles)).toHaveLength(filesBefore);
  });
});

describe('GET /api/users/:userId/profile-picture', () => {
  const t = useTestApp();

  async function createUserWithPicture(userType: 'developer' | 'employer' = 'developer') {
    const created = await createUserWithSession(t.app, { userType });
    const response = await uploadPicture(t.app, created.user.id, pictureFile(await createTestImage('png')), created.cookie);
    const [file] = await t.db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, created.user.id));
    return { ...created, url: response.json().profilePicture as string, file: file! };
  }

  it('serves the WebP with an ETag and a long private cache, and 304 when unchanged', async () => {
    const { user, cookie, url, file } = await createUserWithPicture();

    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(response.headers.etag).toBe(`"${file.sha256}"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(file.data)).toBe(true);

    const revalidated = await getPicture(t.app, user.id, cookie, { 'if-none-match': `W/"other", "${file.sha256}"` });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);
    expect(revalidated.headers.etag).toBe(`"${file.sha256}"`);

    expect((await getPicture(t.app, user.id, cookie, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it("lets employers and admins see a developer's picture", async () => {
    const developer = await createUserWithPicture();
    const employer = await createUserWithSession(t.app, { userType: 'employer' });
    const admin = await createAdminWithSession(t.app, t.db);

    for (const viewer of [employer, admin]) {
      const response = await getPicture(t.app, developer.user.id, viewer.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(developer.file.data)).toBe(true);
    }
  });

  it('answers employers the 404 of an unknown id for a developer hidden from them; the owner and admins still see it', async () => {
    const developer = await createUserWithPicture();
    const employer = await createUserWithSession(t.app, { userType: 'employer' });
    const admin = await createAdminWithSession(t.app, t.db);
    await t.db.update(applicantProfiles).set({ isVisibleToEmployers: false }).where(eq(applicantProfiles.userId, developer.user.id));

    const hidden = await getPicture(t.app, developer.user.id, employer.cookie);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toBe((await getPicture(t.app, 999_999, employer.cookie)).body);
    for (const viewer of [developer, admin]) expect((await getPicture(t.app, developer.user.id, viewer.cookie)).statusCode).toBe(200);
  });

  it("refuses another developer's picture with 403 before any lookup, and an employer's to other employers as unknown", async () => {
    const developer = await createUserWithPicture();
    const employer = await createUserWithPicture('employer');
    const otherDeveloper = await createUserWithSession(t.app);
    const otherEmployer = await createUserWithSession(t.app, { userType: 'employer' });

    expect((await getPicture(t.app, developer.user.id, otherDeveloper.cookie)).statusCode).toBe(403);
    expect((await getPicture(t.app, employer.user.id, otherDeveloper.cookie)).statusCode).toBe(403);
    expect((await getPicture(t.app, 999_999, otherDeveloper.cookie)).statusCode).toBe(403);
    // An employer gets the 404 of an unknown id for an account that is not a developer's.
    const otherEmployersPicture = await getPicture(t.app, employer.user.id, otherEmployer.cookie);
    expect(otherEmployersPicture.statusCode).toBe(404);
    expect(otherEmployersPicture.body).toBe((await getPicture(t.app, 999_999, otherEmployer.cookie)).body);
    // Everyone sees their own.
    expect((await getPicture(t.app, employer.user.id, employer.cookie)).statusCode).toBe(200);
  });

  it('answers 401 without a session, 404 without a picture or user, and 400 for a bad id', async () => {
    const { user } = await createUserWithPicture();
    const withoutPicture = await createUserWithSession(t.app);
    const admin = await createAdminWithSession(t.app, t.db);

    expect((await getPicture(t.app, user.id)).statusCode).toBe(401);
    const none = await getPicture(t.app, withoutPicture.user.id, withoutPicture.cookie);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ code: 'NOT_FOUND', message: 'Profile picture not found' });
    expect((await getPicture(t.app, 999_999, admin.cookie)).statusCode).toBe(404);
    expect((await getPicture(t.app, 'x', admin.cookie)).statusCode).toBe(400);
  });
});

describe('DELETE /api/users/:userId/profile-picture', () => {
  const t = useTestApp();

  async function createUserWithPicture() {
    const created = await createUserWithSession(t.app);
    await uploadPicture(t.app, created.user.id, pictureFile(await createTestImage('png')), created.cookie);
    return created;
  }

  const countFilesOf = async (userId: number) => (await t.db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, userId))).length;

  it('removes the file and the pointer, and writes an audit entry', async () => {
    const { user, cookie } = await createUserWithPicture();
    expect(await countFilesOf(user.id)).toBe(1);

    const response = await deletePicture(t.app, user.id, cookie);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Profile picture removed' });
    expect(await countFilesOf(user.id)).toBe(0);
    expect((await getMe(t.app, cookie)).json().profilePicture).toBeNull();
    expect((await getPicture(t.app, user.id, cookie)).statusCode).toBe(404);
    expect((await findAuditLogs(t.db, 'user.profile_picture_removed')).at(-1)).toMatchObject({
      resourceId: String(user.id),
      userId: user.id,
    });
  });

  it('answers 200 when there is no picture, without an audit entry', async () => {
    const { user, cookie } = await createUserWithSession(t.app);
    const auditCount = (await findAuditLogs(t.db, 'user.profile_picture_removed')).length;

    const response = await deletePicture(t.app, user.id, cookie);

    expect(response.statusCode).toBe(200);
    expect(await findAuditLogs(t.db, 'user.profile_picture_removed')).toHaveLength(auditCount);
  });

  it("lets an admin remove a user's picture", async () => {
    const { user } = await createUserWithPicture();
    const admin = await createAdminWithSession(t.app, t.db);

    expect((await deletePicture(t.app, user.id, admin.cookie)).statusCode).toBe(200);
    expect(await countFilesOf(user.id)).toBe(0);
  });

  it("refuses someone else's picture with 403, 401 without a session, 404 for an unknown user", async () => {
    const { user } = await createUserWithPicture();
    const employer = await createUserWithSession(t.app, { userType: 'employer' });
    const other = await createUserWithSession(t.app);
    const admin = await createAdminWithSession(t.app, t.db);

    expect((await deletePicture(t.app, user.id, employer.cookie)).statusCode).toBe(403);
    expect((await deletePicture(t.app, user.id, other.cookie)).statusCode).toBe(403);
    expect((await deletePicture(t.app, user.id)).statusCode).toBe(401);
    expect(await countFilesOf(user.id)).toBe(1);
    expect((await deletePicture(t.app, 999_999, admin.cookie)).statusCode).toBe(404);
  });
});
