/**
 * The public blog /blog: four tabs (All Posts, For Developers, For Employers,
 * Industry News) with the §7 limits (50 on All, 20 per category), each a grid of post cards.
 */
import { useQuery } from '@tanstack/react-query';
import { Loader2, Newspaper, RefreshCw } from 'lucide-react';
import type { TBlogCategory } from '#shared/schemas/blog.ts';
import { DashboardHero } from '#client/components/layout/dashboard-hero.tsx';
import { EmptyState } from '#client/components/layout/empty-state.tsx';
import { PageMain } from '#client/components/layout/page-main.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useStoredTab } from '#client/lib/use-stored-tab.ts';
import { useScreenTitle } from '#client/lib/use-document-title.ts';
import { getBlogPostsQueryOptions } from '../api/get-blog-posts.ts';
import { BlogPostCard } from '../components/blog-post-card.tsx';

export const BLOG_TITLE = 'DevMatch Blog';

/** 50 posts on All, 20 per category. */
const ALL_POSTS_LIMIT = 50;
const CATEGORY_LIMIT = 20;
const TAB_STORAGE_KEY = 'blogTab';
const TABS = ['all', 'developers', 'employers', 'industry'] as const;
type TBlogTab = (typeof TABS)[number];
const TAB_DETAILS: Record<TBlogTab, { label: string; empty: string }> = {
  all: { label: 'All Posts', empty: 'No posts found.' },
  developers: { label: 'For Developers', empty: 'No posts found for developers.' },
  employers: { label: 'For Employers', empty: 'No posts found for employers.' },
  industry: { label: 'Industry News', empty: 'No industry news posts found.' },
};

export function BlogListPage() {
  useScreenTitle('Blog');
  const [tab, changeTab] = useStoredTab(TAB_STORAGE_KEY, TABS, 'all');
  return (
    <>
      <DashboardHero title={BLOG_TITLE} subtitle="Career advice for developers, hiring insights for employers, and industry news." />
      <PageMain className="py-8">
        <Tabs value={tab} onValueChange={changeTab} className="gap-6">
          <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:w-fit sm:grid-cols-4">
            {TABS.map((value) => (
              <TabsTrigger key={value} value={value} className="py-2">
                {TAB_DETAILS[value].label}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map((value) => (
            <TabsContent key={value} value={value}>
              <PostGrid category={value === 'all' ? undefined : value} emptyText={TAB_DETAILS[value].empty} />
            </TabsContent>
          ))}
        </Tabs>
      </PageMain>
    </>
  );
}

function PostGrid({ category, emptyText }: { category?: TBlogCategory; emptyText: string }) {
  const posts = useQuery(getBlogPostsQueryOptions({ category, limit: category ? CATEGORY_LIMIT : ALL_POSTS_LIMIT }));
  if (posts.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
        <Loader2 className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        Loading blog posts...
      </p>
    );
  }
  if (posts.isError) {
    return (
      <EmptyState
        icon={<RefreshCw className="size-7" aria-hidden="true" />}
        title="Failed to fetch blog posts"
        description="Please try again in a moment."
      >
        <Button variant="outline" onClick={() => void posts.refetch()}>
          Try Again
        </Button>
      </EmptyState>
    );
  }
  if (posts.data.length === 0) {
    return (
      <EmptyState
        icon={<Newspaper className="size-7" aria-hidden="true" />}
        title={emptyText}
        description="New articles are on their way."
      />
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.data.map((post) => (
        <li key={post.id} className="flex">
          <BlogPostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
