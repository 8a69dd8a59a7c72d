/** The blog feed's call (spec part 1 §7): published posts of one category, newest first. */
import { queryOptions } from '@tanstack/react-query';
import type { TBlogCategory, TBlogPostSummary } from '#shared/schemas/blog.ts';
import { api } from '#client/lib/api-client.ts';

/** Spec part 1 §7: a feed is fresh for 5 minutes and kept 15 minutes after its last viewer leaves. */
const FEED_STALE_TIME_MS = 5 * 60 * 1000;
const FEED_GC_TIME_MS = 15 * 60 * 1000;

export type TBlogPostsParams = { category: TBlogCategory; limit: number };

export function getBlogPosts({ category, limit }: TBlogPostsParams): Promise<TBlogPostSummary[]> {
  const query = new URLSearchParams({ category, limit: String(limit) });
  return api.get<TBlogPostSummary[]>(`/api/blog/posts?${query}`);
}

export function getBlogPostsQueryOptions(params: TBlogPostsParams) {
  return queryOptions({
    // Under the path, so invalidating ['/api/blog/posts'] refreshes every feed.
    queryKey: ['/api/blog/posts', params],
    queryFn: () => getBlogPosts(params),
    staleTime: FEED_STALE_TIME_MS,
    gcTime: FEED_GC_TIME_MS,
  });
}
