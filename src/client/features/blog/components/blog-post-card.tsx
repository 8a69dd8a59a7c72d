/**
 * A post on the public blog list and under 'Related Articles': the featured image,
 * a category badge, the view count, the photo credit ('Photo by …' linking to the image's source),
 * the title as a link, the excerpt, the published date and the first 2 tags.
 */
import { Calendar, Eye } from 'lucide-react';
import { Link } from 'react-router';
import type { TBlogPostSummary } from '#shared/schemas/blog.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { formatDate, formatViewCount } from '#client/lib/format.ts';
import { BLOG_CATEGORY_LABELS } from '../utils/blog-categories.ts';
import { PhotoCredit } from './photo-credit.tsx';
import { PostCover } from './post-cover.tsx';

const MAX_TAGS_SHOWN = 2;

/** `titleAs`: h2 on the list, h3 under a section heading (Related Articles). */
export function BlogPostCard({ post, titleAs: Title = 'h2' }: { post: TBlogPostSummary; titleAs?: 'h2' | 'h3' }) {
  const postedAt = post.publishedAt ?? post.createdAt;
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition-all focus-within:ring-2 focus-within:ring-ring hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-lg hover:shadow-indigo-500/10">
      <PostCover src={post.featuredImage} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <Badge variant="secondary">{BLOG_CATEGORY_LABELS[post.category]}</Badge>
          <span className="ml-auto flex items-center gap-1 text-muted-foreground">
            <Eye className="size-3.5" aria-hidden="true" />
            {formatViewCount(post.viewCount)}
          </span>
        </div>
        <PhotoCredit post={post} className="relative z-10" />
        <Title className="text-lg leading-snug font-semibold tracking-tight text-balance">
          {/* The title link covers the card, so the whole card opens the post. */}
          <Link to={`/blog/${encodeURIComponent(post.slug)}`} className="outline-none after:absolute after:inset-0">
            {post.title}
          </Link>
        </Title>
        <p className="line-clamp-3 flex-1 text-sm leading-relaxed text-muted-foreground">{post.excerpt}</p>
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <time dateTime={postedAt} className="flex items-center gap-1 text-muted-foreground">
            <Calendar className="size-3.5" aria-hidden="true" />
            {formatDate(postedAt)}
          </time>
          <span className="ml-auto flex flex-wrap gap-1.5">
            {post.tags.slice(0, MAX_TAGS_SHOWN).map((tag) => (
              <span key={tag} className="rounded-full bg-muted px-2 py-0.5 text-muted-foreground">
                #{tag}
              </span>
            ))}
          </span>
        </div>
      </div>
    </article>
  );
}
