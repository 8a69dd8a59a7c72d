/**
 * The blog's calls: published posts (all, or one category) newest first,
 * one post by its slug, and the view a visit adds.
 */
import { queryOptions } from '@tanstack/react-query';
import type { TBlogCategory, TBlogPost, TBlogPostSummary } from '#shared/schemas/blog.ts';
import { ApiError, api } from '#client/lib/api-client.ts';

/** A feed is fresh for 5 minutes and kept 15 minutes after its last viewer leaves. */
const FEED_STALE_TIME_MS = 5 * 60 * 1000;
const FEED_GC_TIME_MS = 15 * 60 * 1000;

type TBlogPostsParams = { category?: TBlogCategory; limit: number };

function getBlogPosts({ category, limit }: TBlogPostsParams): Promise<TBlogPostSummary[]> {
  // Category first, then limit, so every screen writes a list's address the same way.
  const query = new URLSearchParams(category ? { category, limit: String(limit) } : { limit: String(limit) });
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

/** 'Blog post not found' for a 404, 'Failed to fetch blog post' otherwise. */
class BlogPostError extends Error {
  constructor(readonly isNotFound: boolean) {
    super(isNotFound ? 'Blog post not found' : 'Failed to fetch blog post');
  }
}

export function getBlogPostQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['/api/blog/posts', 'slug', slug],
    queryFn: async () => {
      try {
        return await api.get<TBlogPost>(`/api/blog/posts/${encodeURIComponent(slug)}`);
      } catch (error) {
        throw new BlogPostError(error instanceof ApiError && error.status === 404);
      }
    },
  });
}

/** Counts one view of the post; the page calls it once per visit. */
export function recordPostView(slug: string): Promise<unknown> {
  return api.post<unknown>(`/api/blog/posts/${encodeURIComponent(slug)}/views`);
}
