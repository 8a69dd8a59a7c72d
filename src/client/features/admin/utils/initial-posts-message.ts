import type { TGenerateInitialPostsResponse } from '#shared/schemas/blog.ts';

const posts = (count: number) => `${count} ${count === 1 ? 'post' : 'posts'}`;

/**
 * The success toast of Generate Initial Posts, from the server's counts: the call is synchronous,
 * so it says what was done ('Created 3 posts; 7 already existed'), not that something is under way.
 */
export function describeInitialPosts({ created, skipped }: Pick<TGenerateInitialPostsResponse, 'created' | 'skipped'>): string {
  if (created === 0 && skipped === 0) return 'There are no initial posts to create';
  if (created === 0) return `All ${skipped} initial ${skipped === 1 ? 'post already exists' : 'posts already exist'}`;
  if (skipped === 0) return `Created ${posts(created)}`;
  return `Created ${posts(created)}; ${skipped} already existed`;
}
