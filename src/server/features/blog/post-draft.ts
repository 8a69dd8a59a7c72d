/** A post as a writer hands it over, before it gets its cover and is saved. */
import type { TBlogCategory, TBlogWriter } from '#shared/schemas/blog.ts';
import type { TNewPost } from './admin-blog.queries.ts';
import type { TCover } from './covers.ts';

export type TPostDraft = {
  slug: string;
  title: string;
  excerpt: string;
  category: TBlogCategory;
  tags: string[];
  /** Markdown. */
  content: string;
  /** Words for the photo search. */
  coverWords: string;
};

/** A URL slug from a title: lower-case ASCII words joined by hyphens, at most 80 characters. */
export function toSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return slug || 'post';
}

/** The row to insert for a draft and its cover. */
export function toNewPost(draft: TPostDraft, cover: TCover, params: { writer: TBlogWriter; publishedAt: Date }): TNewPost {
  const { coverWords: _coverWords, ...fields } = draft;
  const { downloadLocation: _downloadLocation, ...image } = cover;
  return { ...fields, ...image, ...params };
}
