import type { TBlogCategory } from '#shared/schemas/blog.ts';

/** How a category reads on badges. */
export const BLOG_CATEGORY_LABELS: Record<TBlogCategory, string> = {
  developers: 'For Developers',
  employers: 'For Employers',
  industry: 'Industry News',
};
