/** An admin's featured image for a post: upload, replace, remove, and who may see it in which status. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { eq, isNull } from 'drizzle-orm';
import type { TAdminBlogPost, TBlogPost, TBlogPostSummary } from '#shared/schemas/blog.ts';
import { blogPosts, storedFiles } from '#server/db/schema.ts';
import { createAdminWithSession } from '#tests/factories/admins.ts';
import { findAuditLogs } from '#tests/factories/auth.ts';
import { insertBlogPost } from '#tests/factories/blog.ts';
import { createTestImage } from '#tests/factories/images.ts';
import { buildMultipart } from '#tests/factories/multipart.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { createBlogPageMeta } from './blog-page-meta.ts';

const t = useTestApp();
const ALT = 'Two developers pairing at one screen';

type TParts = { image?: Buffer; alt?: string; fileName?: string };

function upload(postId: number, { image, alt = ALT, fileName = 'cover.png' }: TParts, cookie?: string) {
  const parts = [
    ...(alt === undefined ? [] : [{ bytes: Buffer.from(alt), field: 'alt' }]),
    ...(image ? [{ bytes: image, field: 'image', fileName, contentType: 'image/png' }] : []),
  ];
  const { payload, headers } = buildMultipart(...parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/blog/posts/${postId}/image`,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

/** Files owned by no one user: featured images (and logos, which these tests make none of). */
async function countImageFiles() {
  return (await t.db.select({ id: storedFiles.id }).from(storedFiles).where(isNull(storedFiles.ownerUserId))).length;
}

describe('a blog post’s featured image', () => {
  it('crops an upload to a 1200×630 WebP, shown on every reader’s view once published, replaced and removed', async () => {
    const admin = await createAdminWithSession(t.app, t.db);
    const post = await insertBlogPost(t.db, { isPublished: false, publishedAt: null, featuredImage: '/api/blog/posts/x/cover.svg' });
    const tall = await createTestImage('jpeg', { width: 900, height: 1400 });

    const uploaded = await upload(post.id, { image: tall, fileName: 'photo.txt' }, admin.cookie);

    expect(uploaded.statusCode).toBe(200);
    const saved = uploaded.json<TAdminBlogPost>();
    expect(saved.featuredImage).toMatch(new RegExp(`^/api/blog/posts/${post.slug}/images/\\d+$`));
    expect(saved.featuredImageAlt).toBe(ALT);
    // A draft's image: the admin previews it, nobody else sees it, and no shared cache keeps it.
    const preview = await get(saved.featuredImage!, admin.cookie);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    expect(preview.headers['cache-control']).toBe('private, max-age=0');
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 630 });
    expect((await get(saved.featuredImage!)).statusCode).toBe(404);
    const developer = await createUserWithSession(t.app, { userType: 'developer' });
    expect((await get(saved.featuredImage!, developer.cookie)).statusCode).toBe(404);

    await t.db
      .update(blogPosts)
      .set({ isPublished: true, publishedAt: new Date(Date.now() - 1000) })
      .where(eq(blogPosts.id, post.id));
    const published = await get(saved.featuredImage!);
    expect(published.statusCode).toBe(200);
    expect(published.headers['cache-control']).toBe('public, max-age=3600');
    expect((await get(saved.featuredImage!, undefined, { 'if-none-match': published.headers.etag as string })).statusCode).toBe(304);
    const page = (await get(`/api/blog/posts/${post.slug}`)).json<TBlogPost>();
    expect(page).toMatchObject({ featuredImage: saved.featuredImage, featuredImageAlt: ALT });
    const list = (await get('/api/blog/posts?limit=100')).json<TBlogPostSummary[]>();
    expect(list.find((item) => item.id === post.id)?.featuredImage).toBe(saved.featuredImage);
    const meta = await createBlogPageMeta(t.db, 'https://devmatch.example')(`/blog/${post.slug}`);
    expect(meta).toMatchObject({ image: `https://devmatch.example${saved.featuredImage}` });

    const replaced = (
      await upload(post.id, { image: await createTestImage('webp'), alt: 'A whiteboard' }, admin.cookie)
    ).json<TAdminBlogPost>();
    expect(replaced.featuredImage).not.toBe(saved.featuredImage);
    expect(replaced.featuredImageAlt).toBe('A whiteboard');
    expect((await get(saved.featuredImage!)).statusCode).toBe(404);
    expect(await countImageFiles()).toBe(1);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/blog/posts/${post.id}/image`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<TAdminBlogPost>()).toMatchObject({ featuredImage: '/api/blog/posts/x/cover.svg', featuredImageAlt: null });
    expect((await get(replaced.featuredImage!)).statusCode).toBe(404);
    expect(await countImageFiles()).toBe(0);
    // Removing again is not an error, and is not audited twice.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/blog/posts/${post.id}/image`, headers: { cookie: admin.cookie } }))
        .statusCode,
    ).toBe(200);

    const audits = await findAuditLogs(t.db, 'blog.post_image_updated');
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ userId: admin.user.id, resourceType: 'blog_post', resourceId: String(post.id) });
    expect(audits[0]!.details).toMatchObject({ sourceType: 'image/jpeg', sourceBytes: tall.length });
    expect(await findAuditLogs(t.db, 'blog.post_image_removed')).toHaveLength(1);
  });

  it('keeps the alt text through saves, changes it with a save and refuses an empty one', async () => {
    const admin = await createAdminWithSession(t.app, t.db);
    const post = await insertBlogPost(t.db, { isPublished: false, publishedAt: null });
    await upload(post.id, { image: await createTestImage('png') }, admin.cookie);
    const body = {
      title: 'Pairing',
      excerpt: 'Short.',
      content: 'Text.',
      category: 'developers',
      tags: [],
      imageAttribution: null,
      imageSource: null,
      status: 'draft',
    };
    const save = (extra: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/blog/posts/${post.id}`,
        headers: { cookie: admin.cookie },
        payload: { ...body, ...extra },
      });

    expect((await save({})).json<TAdminBlogPost>().featuredImageAlt).toBe(ALT);
    expect((await save({ featuredImageAlt: '  A laptop  ' })).json<TAdminBlogPost>().featuredImageAlt).toBe('A laptop');
    const empty = await save({ featuredImageAlt: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Describe the image for readers who cannot see it (alt text)');
    // A post without an uploaded image keeps no alt text.
    const plain = await insertBlogPost(t.db, { isPublished: false, publishedAt: null });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/blog/posts/${plain.id}`,
      headers: { cookie: admin.cookie },
      payload: { ...body, featuredImageAlt: 'Nothing' },
    });
    expect(saved.json<TAdminBlogPost>().featuredImageAlt).toBeNull();
  });

  it('deletes the image file with its post', async () => {
    const admin = await createAdminWithSession(t.app, t.db);
    const post = await insertBlogPost(t.db);
    const before = await countImageFiles();
    await upload(post.id, { image: await createTestImage('png') }, admin.cookie);
    expect(await countImageFiles()).toBe(before + 1);
    await t.app.inject({ method: 'DELETE', url: `/api/admin/blog/posts/${post.id}`, headers: { cookie: admin.cookie } });
    expect(await countImageFiles()).toBe(before);
  });

  it('refuses what is not a JPEG, PNG or WebP by its bytes, a file too large, no alt text or no file, storing nothing', async () => {
    const admin = await createAdminWithSession(t.app, t.db);
    const post = await insertBlogPost(t.db, { isPublished: false, publishedAt: null });
    const before = await countImageFiles();
    const jpeg = await createTestImage('jpeg', { width: 300, height: 300 });
    const cases: Array<[TParts, number, string]> = [
      [
        { image: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), fileName: 'cover.png' },
        415,
        'Image must be JPEG, PNG or WebP format',
      ],
      [{ image: await createTestImage('gif') }, 415, 'Image must be JPEG, PNG or WebP format'],
      [{ image: Buffer.concat([await createTestImage('png'), Buffer.alloc(5_242_880)]) }, 413, 'Image size must be less than 5MB'],
      [{ image: jpeg.subarray(0, jpeg.length / 2) }, 400, 'The image could not be read. It may be damaged; please choose another file.'],
      [{ image: await createTestImage('png'), alt: '' }, 400, 'Describe the image for readers who cannot see it (alt text)'],
      [{ image: await createTestImage('png'), alt: 'x'.repeat(251) }, 400, 'Alt text must be at most 250 characters'],
      [{}, 400, 'Please choose an image to upload (form field image).'],
    ];
    for (const [parts, status, message] of cases) {
      const response = await upload(post.id, parts, admin.cookie);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status, message });
    }
    const bomb = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const refused = await upload(post.id, { image: bomb }, admin.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Image dimensions are too large (at most 40 megapixels)');

    expect(await countImageFiles()).toBe(before);
    expect((await findAuditLogs(t.db, 'blog.post_image_updated')).filter((entry) => entry.resourceId === String(post.id))).toHaveLength(0);
    const [row] = await t.db.select({ fileId: blogPosts.featuredImageFileId }).from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row!.fileId).toBeNull();
  });

  it('answers 401 without a session, 403 to a non-admin and 404 for an unknown post or image', async () => {
    const post = await insertBlogPost(t.db);
    const before = await countImageFiles();
    const image = await createTestImage('png');
    expect((await upload(post.id, { image })).statusCode).toBe(401);
    for (const userType of ['developer', 'employer'] as const) {
      const { cookie } = await createUserWithSession(t.app, { userType });
      expect((await upload(post.id, { image }, cookie)).statusCode).toBe(403);
      const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/blog/posts/${post.id}/image`, headers: { cookie } });
      expect(removed.statusCode).toBe(403);
    }
    const admin = await createAdminWithSession(t.app, t.db);
    expect((await upload(999_999, { image }, admin.cookie)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/admin/blog/posts/999999/image', headers: { cookie: admin.cookie } })).statusCode,
    ).toBe(404);
    expect((await get(`/api/blog/posts/${post.slug}/images/1`, admin.cookie)).statusCode).toBe(404);
    expect(await countImageFiles()).toBe(before);
  });
});
