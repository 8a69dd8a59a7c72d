/**
 * Industry Insights: the blog's three newest published articles, each card opening its post. With
 * nothing published (a start without demo data, before an admin writes), the section says so and
 * offers no link: a link to an empty blog leads nowhere.
 */
import { ArrowRight, ArrowUpRight, Building2, Code2, TrendingUp, type LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { TBlogCategory, TBlogPostSummary } from '#shared/schemas/blog.ts';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { api } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/utils.ts';
import { SectionContainer, SectionHeading } from './section-heading.tsx';

const INSIGHT_COUNT = 3;
const COVERS = [
  'from-indigo-500 via-indigo-600 to-violet-700',
  'from-violet-500 via-violet-600 to-fuchsia-700',
  'from-sky-500 via-indigo-600 to-indigo-800',
];
const AUDIENCES: Record<TBlogCategory, { label: string; icon: LucideIcon }> = {
  developers: { label: 'For developers', icon: Code2 },
  employers: { label: 'For employers', icon: Building2 },
  industry: { label: 'Industry news', icon: TrendingUp },
};

/**
 * The newest published posts; [] when the blog cannot be read, which the section shows as an empty
 * one. A plain call: TanStack Query's client is kept off the landing page (lib/query-client-provider.tsx).
 */
function useNewestPosts(): TBlogPostSummary[] | undefined {
  const [posts, setPosts] = useState<TBlogPostSummary[]>();
  useEffect(() => {
    let isCurrent = true;
    api.get<TBlogPostSummary[]>(`/api/blog/posts?limit=${INSIGHT_COUNT}`).then(
      (answer) => isCurrent && setPosts(answer),
      () => isCurrent && setPosts([]),
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return posts;
}

export function InsightsSection() {
  const posts = useNewestPosts();
  const hasPosts = (posts?.length ?? 0) > 0;
  return (
    <section id="insights" aria-labelledby="insights-title" className="scroll-mt-20 py-20 sm:py-28">
      <SectionContainer>
        <div className="flex flex-col items-start justify-between gap-6 md:flex-row md:items-end">
          <SectionHeading
            id="insights-title"
            eyebrow="From the blog"
            title="Industry Insights"
            description="Practical reading for developers growing their careers and the teams that hire them."
            align="start"
          />
          {hasPosts ? (
            <Link
              to="/blog"
              className="group inline-flex shrink-0 items-center gap-1.5 rounded-md text-sm font-semibold text-primary hover:underline hover:underline-offset-4"
            >
              Browse all articles
              <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
            </Link>
          ) : null}
        </div>

        <InsightCards posts={posts} />
      </SectionContainer>
    </section>
  );
}

function InsightCards({ posts }: { posts: TBlogPostSummary[] | undefined }) {
  if (!posts) {
    return (
      <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        {COVERS.map((cover) => (
          <Skeleton key={cover} className="h-96 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (posts.length === 0) {
    return (
      <p className="mt-12 rounded-2xl border border-dashed p-8 text-center text-sm text-muted-foreground">
        Our first articles are on their way. Sign up to read them on your dashboard as soon as they are published.
      </p>
    );
  }
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => {
        // With two columns the odd card out spans the row, laid out sideways.
        const isWide = index === posts.length - 1 && posts.length % 2 === 1;
        return (
          <li key={post.id} className={cn(isWide && 'sm:col-span-2 lg:col-span-1')}>
            <InsightCard post={post} cover={COVERS[index % COVERS.length]!} isWide={isWide} />
          </li>
        );
      })}
    </ul>
  );
}

function InsightCard({ post, cover, isWide }: { post: TBlogPostSummary; cover: string; isWide: boolean }) {
  const audience = AUDIENCES[post.category];
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl border bg-card shadow-sm ring-offset-2 ring-offset-background transition-all hover:-translate-y-1 hover:border-primary/40 hover:shadow-lg hover:shadow-indigo-500/10 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring',
        isWide && 'sm:flex-row lg:flex-col',
      )}
    >
      <div
        aria-hidden="true"
        className={cn('relative h-44 shrink-0 overflow-hidden bg-gradient-to-br', isWide && 'sm:h-auto sm:w-2/5 lg:h-44 lg:w-auto', cover)}
      >
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgb(255_255_255/0.25)_1px,transparent_0)] bg-[size:18px_18px]" />
        <div className="absolute -right-10 -bottom-16 size-56 rounded-full bg-white/10" />
        <div className="absolute -top-12 -left-8 size-40 rounded-full bg-white/10" />
        <div className="absolute inset-0 flex items-center justify-center">
          <span className="flex size-16 items-center justify-center rounded-2xl bg-white/15 text-white shadow-lg ring-1 ring-white/30 backdrop-blur-sm transition-transform duration-300 group-hover:scale-110">
            <audience.icon className="size-8" />
          </span>
        </div>
      </div>

      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center gap-3 text-xs">
          <span className="rounded-full bg-secondary px-2.5 py-0.5 font-semibold text-secondary-foreground">{audience.label}</span>
          {post.tags[0] ? <span className="text-muted-foreground">{post.tags[0]}</span> : null}
        </div>
        <h3 className="mt-4 text-lg leading-snug font-semibold tracking-tight text-balance">
          <Link to={`/blog/${encodeURIComponent(post.slug)}`} className="outline-none after:absolute after:inset-0 after:content-['']">
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 flex-1 text-sm leading-relaxed text-muted-foreground">{post.excerpt}</p>
        <p aria-hidden="true" className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-primary">
          Read on the blog
          <ArrowUpRight className="size-4 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5" />
        </p>
      </div>
    </article>
  );
}
