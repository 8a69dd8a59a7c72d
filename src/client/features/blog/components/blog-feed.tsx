/**
 * A feed of blog cards: newest
 * published posts of one category, each opening in a new tab.
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowUpRight, Clock, Newspaper, RefreshCw, TriangleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { TBlogCategory, TBlogPostSummary } from '#shared/schemas/blog.ts';
import { EmptyState } from '#client/components/layout/empty-state.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { getBlogPostsQueryOptions } from '../api/get-blog-posts.ts';
import { PostCover } from './post-cover.tsx';
import { formatPostAge } from '../utils/post-age.ts';

const MAX_TAGS_SHOWN = 2;
const MAX_SKELETONS = 3;

export function BlogFeed({
  category,
  limit,
  title,
  subtitle,
  badge,
}: {
  category: TBlogCategory;
  limit: number;
  title: string;
  subtitle?: string;
  /** Shown beside the heading, e.g. 'Updated recently' on Hiring Insights. */
  badge?: ReactNode;
}) {
  const titleId = useId();
  const posts = useQuery(getBlogPostsQueryOptions({ category, limit }));

  return (
    <section aria-labelledby={titleId} className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={titleId} className="text-2xl font-semibold tracking-tight">
            {title}
          </h2>
          {subtitle ? <p className="text-muted-foreground">{subtitle}</p> : null}
        </div>
        {badge}
      </div>
      {posts.isPending ? (
        <FeedSkeleton count={Math.min(limit, MAX_SKELETONS)} />
      ) : posts.isError ? (
        <EmptyState
          icon={<TriangleAlert className="size-7" aria-hidden="true" />}
          title="Unable to load blog posts"
          description="Something went wrong while loading the latest articles. Please try again."
        >
          <Button variant="outline" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" />
            Try Again
          </Button>
        </EmptyState>
      ) : posts.data.length === 0 ? (
        <EmptyState
          icon={<Newspaper className="size-7" aria-hidden="true" />}
          title="No articles available"
          description="New articles are published regularly. Check back soon."
        />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.data.map((post) => (
            <li key={post.id} className="flex">
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PostCard({ post }: { post: TBlogPostSummary }) {
  const postedAt = post.publishedAt ?? post.createdAt;
  const titleId = useId();
  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition-all hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-lg hover:shadow-indigo-500/10">
      <PostCover src={post.featuredImage} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex min-h-6 flex-wrap items-center gap-2 text-xs">
          {post.tags.slice(0, MAX_TAGS_SHOWN).map((tag) => (
            <span key={tag} className="rounded-full bg-secondary px-2.5 py-0.5 font-medium text-secondary-foreground">
              {tag}
            </span>
          ))}
          <time dateTime={postedAt} className="ml-auto flex items-center gap-1 text-muted-foreground">
            <Clock className="size-3.5" aria-hidden="true" />
            {formatPostAge(postedAt)}
          </time>
        </div>
        <h3 id={titleId} className="text-lg leading-snug font-semibold tracking-tight text-balance">
          {post.title}
        </h3>
        <p className="line-clamp-3 flex-1 text-sm leading-relaxed text-muted-foreground">{post.excerpt}</p>
        <Button asChild variant="outline" size="sm" className="mt-1 w-fit">
          <a href={`/blog/${encodeURIComponent(post.slug)}`} target="_blank" rel="noopener noreferrer" aria-describedby={titleId}>
            Read More
            <ArrowUpRight aria-hidden="true" />
          </a>
        </Button>
      </div>
    </article>
  );
}

function FeedSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-label="Loading articles" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-2xl border bg-card">
          <Skeleton className="aspect-[16/9] rounded-none" />
          <div className="grid gap-3 p-5">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-5 w-4/5" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
