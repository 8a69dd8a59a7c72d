/**
 * What the blog list (/blog) loads first: the posts of the tab in its address. Kept apart from the
 * screen so the app can start the call while the screen's code downloads (app/preload-screen.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { getBlogPostsQueryOptions } from '../api/get-blog-posts.ts';

export const BLOG_TABS = ['all', 'developers', 'employers', 'industry'] as const;
export type TBlogTab = (typeof BLOG_TABS)[number];

/** 50 posts on All, 20 per category. */
const ALL_POSTS_LIMIT = 50;
const CATEGORY_LIMIT = 20;

/** The tab `?category=` names, All Posts without it (or with an unknown one). */
export function readBlogTab(searchParams: URLSearchParams): TBlogTab {
  const category = searchParams.get('category');
  return BLOG_TABS.find((tab) => tab !== 'all' && tab === category) ?? 'all';
}

export function getBlogListQueryOptions(tab: TBlogTab) {
  return getBlogPostsQueryOptions(tab === 'all' ? { limit: ALL_POSTS_LIMIT } : { category: tab, limit: CATEGORY_LIMIT });
}

export function prefetchBlogListPage(queryClient: QueryClient, searchParams: URLSearchParams): void {
  void queryClient.prefetchQuery(getBlogListQueryOptions(readBlogTab(searchParams)));
}
