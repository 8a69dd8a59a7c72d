import type { TBlogCategory } from '#shared/schemas/blog.ts';

/** A feed of blog cards (developer 'Developer Insights', employer 'Hiring Insights'). */
export function BlogFeed(_props: { category: TBlogCategory; limit: number; title: string; subtitle?: string }) {
  return null;
}
