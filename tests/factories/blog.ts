import sharp from 'sharp';
import { getUploadedImagePath } from '#shared/schemas/blog.ts';
import type { Database } from '#server/db/client.ts';
import { blogPosts } from '#server/db/schema.ts';
import { insertStoredFile } from '#server/db/stored-files.queries.ts';

let sequence = 0;

/** Inserts a blog post, published an hour ago in 'developers' unless overridden. */
export async function insertBlogPost(db: Database, overrides: Partial<typeof blogPosts.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(blogPosts)
    .values({
      slug: `test-post-${process.pid}-${sequence}`,
      title: `Test post ${sequence}`,
      excerpt: `Excerpt of test post ${sequence}`,
      content: `# Test post ${sequence}\n\nThe full article body.`,
      category: 'developers',
      tags: ['typescript', 'career', 'testing'],
      isPublished: true,
      publishedAt: new Date(Date.now() - 60 * 60 * 1000),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A post with an uploaded featured image (a 1200×630 WebP owned by no one user), published unless overridden; `imagePath` is its address. */
export async function insertBlogPostWithImage(db: Database, overrides: Partial<typeof blogPosts.$inferInsert> = {}) {
  const webp = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#4f46e5' } })
    .webp()
    .toBuffer();
  const fileId = await insertStoredFile(db, { ownerUserId: null, mimeType: 'image/webp', data: webp });
  const post = await insertBlogPost(db, { featuredImageFileId: fileId, featuredImageAlt: 'An indigo test image', ...overrides });
  return { ...post, imagePath: getUploadedImagePath(post.slug, fileId) };
}
