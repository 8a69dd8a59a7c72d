import type { Database } from '#server/db/client.ts';
import { blogPosts } from '#server/db/schema.ts';

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
